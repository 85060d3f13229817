import { describe, expect, it } from 'vitest';
import { DEFAULT_PHASE_SETTINGS } from '@core/dashboard/phases/phase-settings.js';
import { fromPhaseForm, toPhaseForm } from './phase-settings-form.js';

describe('the Prayer hall phases form', () => {
  it('opens on the defaults when nothing is saved, and saves them back unchanged', () => {
    const form = toPhaseForm('');
    expect(form.azanMinutes).toBe('2');
    expect(form.prayers.maghrib).toEqual({ minutes: '8', mode: 'black' });
    expect(fromPhaseForm(form)).toEqual({
      ok: true,
      settings: DEFAULT_PHASE_SETTINGS,
      json: JSON.stringify(DEFAULT_PHASE_SETTINGS),
    });
  });

  it("names the field core's rule refuses, as the server would", () => {
    const form = toPhaseForm('');
    expect(fromPhaseForm({ ...form, azanMinutes: '20' })).toEqual({
      ok: false,
      field: 'azanMinutes',
      message: 'Must be at most 15 minutes',
    });
    expect(fromPhaseForm({ ...form, azanMinutes: 'two' })).toEqual({
      ok: false,
      field: 'azanMinutes',
      message: 'Must be a number',
    });
    expect(fromPhaseForm({ ...form, prayers: { ...form.prayers, isha: { minutes: '2.5', mode: 'clock' } } })).toEqual({
      ok: false,
      field: 'prayers.isha.minutes',
      message: 'Must be a whole number of minutes',
    });
    expect(fromPhaseForm({ ...form, afterPrayerTexts: ['Dhikr', ' '] })).toEqual({
      ok: false,
      field: 'afterPrayerTexts.1',
      message: 'Write a text or remove it',
    });
  });

  it('an emptied number field takes its default again', () => {
    const result = fromPhaseForm({ ...toPhaseForm(''), afterPrayerMinutes: '' });
    expect(result.ok && result.settings.afterPrayerMinutes).toBe(5);
  });
});
