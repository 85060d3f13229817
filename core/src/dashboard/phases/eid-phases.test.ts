/**
 * Eid prayers as phases of the prayer hall (docs/phases.md, "Eid"): a full-screen Eid card, a countdown to
 * the salah, the dark screen during salah and khutbah, then the usual day; each of several Eid prayers gets
 * its own. And the header's countdown to the first Eid salah from the evening before.
 */
import { describe, expect, it } from 'vitest';
import type { EidPrayer } from '../../occasions/occasions.types.js';
import { dayEntry } from '../day-entry.fixture.js';
import { scheduleAt } from '../prayer-schedule.js';
import { zonedInstant } from '../zoned-clock.js';
import { countdownTargets } from './friday-countdown.js';
import { DEFAULT_PHASE_SETTINGS, parsePhaseSettings, type PhaseSettings } from './phase-settings.js';
import { phaseSlots } from './phase-slots.js';
import { screenPhaseAt } from './screen-phase.js';

const ZONE = 'America/Chicago';
// Wednesday 17 Nov 2027 is Eid here: Fajr 05:30 (iqama 05:40), sunrise 06:50, Zuhr 12:15; Maghrib 18:10 the day before.
const DAYS = [dayEntry('2027-11-16'), dayEntry('2027-11-17'), dayEntry('2027-11-18')];
const EID: EidPrayer[] = [{ eid: 'fitr', date: '2027-11-17', times: ['08:00', '09:30'], place: '' }];
const at = (date: string, time: string) => zonedInstant(ZONE, date, time);

function phase(time: string, settings: PhaseSettings = DEFAULT_PHASE_SETTINGS, date = '2027-11-17') {
  return screenPhaseAt({ days: DAYS, zone: ZONE, nowMs: at(date, time), settings, eidPrayers: EID });
}

describe('an Eid morning', () => {
  it('the first Eid salah: card, countdown to it, dark for 45 minutes by default, then the usual day', () => {
    expect(phase('07:20')).toMatchObject({
      kind: 'before-azan',
      slot: { prayer: 'eid', eid: 'fitr', session: 1 },
      until: at('2027-11-17', '07:30'),
    });
    expect(phase('07:35')).toMatchObject({ kind: 'azan', slot: { prayer: 'eid', session: 1 } });
    expect(phase('07:50')).toMatchObject({
      kind: 'until-iqama',
      since: at('2027-11-17', '07:45'),
      until: at('2027-11-17', '08:00'),
    });
    expect(phase('08:30')).toMatchObject({ kind: 'prayer', until: at('2027-11-17', '08:45'), mode: 'black' });
    // No after-prayer card for Eid: the screen goes back to the day and counts to the second Eid prayer.
    expect(phase('08:50')).toMatchObject({ kind: 'before-azan', slot: { prayer: 'eid', session: 2 } });
  });

  it('the second Eid prayer gets its own card, countdown and dark screen, and then Zuhr is next', () => {
    expect(phase('09:05')).toMatchObject({ kind: 'azan', slot: { prayer: 'eid', session: 2 } });
    expect(phase('09:20')).toMatchObject({ kind: 'until-iqama', until: at('2027-11-17', '09:30') });
    expect(phase('10:10')).toMatchObject({ kind: 'prayer', slot: { session: 2 }, until: at('2027-11-17', '10:15') });
    expect(phase('10:20')).toMatchObject({ kind: 'before-azan', slot: { prayer: 'dhuhr' } });
  });

  it("the dark minutes, the card's and the countdown's are the masjid's settings", () => {
    const parsed = parsePhaseSettings({ prayers: { eid: { minutes: 60, mode: 'clock' } }, eidCountdownMinutes: 30 });
    expect(parsed.ok).toBe(true);
    const settings = (parsed as { value: PhaseSettings }).value;
    expect(phase('07:35', settings)).toMatchObject({ kind: 'until-iqama', since: at('2027-11-17', '07:30') });
    expect(phase('07:20', settings)).toMatchObject({ kind: 'azan' });
    expect(phase('08:50', settings)).toMatchObject({ kind: 'prayer', mode: 'clock', until: at('2027-11-17', '09:00') });
  });

  it('no Eid phase on the days around it', () => {
    expect(phase('08:30', DEFAULT_PHASE_SETTINGS, '2027-11-16').slot?.prayer).toBe('dhuhr');
    expect(phase('08:30', DEFAULT_PHASE_SETTINGS, '2027-11-18').slot?.prayer).toBe('dhuhr');
  });
});

describe("the header's countdown to Eid", () => {
  function targets(date: string, time: string) {
    const now = at(date, time);
    const slots = phaseSlots(DAYS, ZONE, now, [], { eidPrayers: EID });
    return countdownTargets(scheduleAt(DAYS, ZONE, now), slots, ZONE, now, DAYS);
  }

  it('counts to the first Eid salah from the Maghrib before it, not to the next azan', () => {
    expect(targets('2027-11-16', '17:00').eid).toBeNull();
    expect(targets('2027-11-16', '18:11').eid).toMatchObject({
      prayer: 'eid',
      eid: 'fitr',
      kind: 'salah',
      time: '08:00',
      at: at('2027-11-17', '08:00'),
    });
    expect(targets('2027-11-17', '06:00').eid).toMatchObject({ time: '08:00' });
  });

  it('then to the next Eid prayer still to come, and to nothing once the last has begun', () => {
    expect(targets('2027-11-17', '08:01').eid).toMatchObject({ time: '09:30' });
    expect(targets('2027-11-17', '09:31').eid).toBeNull();
  });
});
