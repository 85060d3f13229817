import { describe, expect, it } from 'vitest';
import { parseOccasions } from '@core/occasions/occasions.schema.js';
import { defaultOccasions } from '@core/occasions/occasions.types.js';
import { errorFor, fromDraft, toDraft } from './occasions-draft.js';

describe("the Jumu'ah, Eid and Ramadan form", () => {
  it('round-trips what the server holds', () => {
    const occasions = {
      ...defaultOccasions(),
      jumuahSessions: [{ khutbah: '13:00', salah: '', language: 'Urdu' }],
      eidPrayers: [{ id: 'e1', eid: 'adha' as const, date: '2027-05-16', times: ['07:00', '08:30'], place: '' }],
    };
    const parsed = parseOccasions(fromDraft(toDraft(occasions), 3));
    expect(parsed).toEqual({ ok: true, value: { ...occasions, version: 3 } });
  });

  it('reads the times field with commas or spaces, and leaves a bad minutes value for the schema to name', () => {
    const draft = {
      ...toDraft(defaultOccasions()),
      eids: [{ eid: 'fitr' as const, date: '2027-03-09', times: '07:30,  09:00 ;10:00', place: '' }],
      suhoorMinutes: 'ten',
    };
    const body = fromDraft(draft, 0);
    expect((body.eidPrayers as Array<{ times: string[] }>)[0]!.times).toEqual(['07:30', '09:00', '10:00']);
    const parsed = parseOccasions(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors['ramadan.suhoorMinutesBeforeFajr']).toBe('Must be a number');
  });

  it('shows an error of one of the times under the times field', () => {
    const errors = { 'eidPrayers[0].times[1]': 'Each time is after the one before it', 'eidPrayers[10].date': 'x' };
    expect(errorFor(errors, 'eidPrayers[0].times')).toBe('Each time is after the one before it');
    expect(errorFor(errors, 'eidPrayers[1].date')).toBeUndefined();
  });
});
