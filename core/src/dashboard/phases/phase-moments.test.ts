import { describe, expect, it } from 'vitest';
import { dayEntry } from '../day-entry.fixture.js';
import { fridaySessionsFromText } from './friday-sessions.js';
import { phaseMoments } from './phase-moments.js';
import { DEFAULT_PHASE_SETTINGS } from './phase-settings.js';
import { phaseSlots } from './phase-slots.js';
import { previewInstant } from './preview-at.js';
import { screenPhaseAt } from './screen-phase.js';
import { zonedInstant } from '../zoned-clock.js';

const ZONE = 'America/Chicago';

describe('preview moments of a day', () => {
  it('each moment, opened through ?at=, shows the phase its button names (a Friday included)', () => {
    const days = [dayEntry('2027-11-18'), dayEntry('2027-11-19'), dayEntry('2027-11-20')];
    const sessions = fridaySessionsFromText('1:00 pm and 2:00 pm');
    const now = zonedInstant(ZONE, '2027-11-19', '09:00');
    const moments = phaseMoments(phaseSlots(days, ZONE, now, sessions), DEFAULT_PHASE_SETTINGS, ZONE, '2027-11-19');
    // Fajr, Asr, Maghrib, Isha: 5 moments each; Jumu'ah 1: 5; Jumu'ah 2 (no azan of its own, its countdown right
    // after the first session's after-prayer card): countdown, prayer, after.
    expect(moments).toHaveLength(4 * 5 + 5 + 3);
    // Sessions back to back: the second's countdown starts when the first session's dark screen ends.
    const backToBack = fridaySessionsFromText('1:00 pm and 1:45 pm');
    const second = phaseMoments(
      phaseSlots(days, ZONE, now, backToBack),
      DEFAULT_PHASE_SETTINGS,
      ZONE,
      '2027-11-19',
    ).filter((moment) => moment.slot.session === 2);
    expect(second.map((moment) => moment.kind)).toEqual(['until-iqama', 'prayer', 'after-prayer']);
    for (const moment of moments) {
      const at = previewInstant(moment.value, ZONE)!;
      expect(at).toBe(moment.at);
      const phase = screenPhaseAt({
        days,
        zone: ZONE,
        nowMs: at,
        settings: DEFAULT_PHASE_SETTINGS,
        fridaySessions: sessions,
      });
      expect(`${phase.kind}:${phase.slot?.prayer}:${phase.slot?.session ?? ''}`, moment.value).toBe(
        `${moment.kind}:${moment.slot.prayer}:${moment.slot.session ?? ''}`,
      );
    }
    expect(moments[0]!.value).toBe('2027-11-19T05:25:00');
  });
});
