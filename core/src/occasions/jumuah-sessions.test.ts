import { describe, expect, it } from 'vitest';
import type { Jummah } from '../content/central-control.types.js';
import { comingFriday, isFriday, jumuahSessionsOn, fridayToShow } from './jumuah-sessions.js';
import type { JumuahSession } from './occasions.types.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';

const sessions: JumuahSession[] = [
  { khutbah: '12:30', salah: '13:00', language: 'English' },
  { khutbah: '13:45', salah: '', language: 'Arabic' },
];
const khateebs: Jummah[] = [
  { khateeb: 'Imam Ali', date: '2026-11-27', enabled: true, session: 1 },
  { khateeb: 'Sheikh Omar', date: '2026-11-27', enabled: true, session: 2 },
  { khateeb: 'Not shown', date: '2026-11-27', enabled: false, session: 1 },
  { khateeb: 'Next week', date: '2026-12-04', enabled: true },
];

describe("Friday's Jumu'ah sessions", () => {
  it('knows Fridays and the coming Friday', () => {
    expect(isFriday('2026-11-27')).toBe(true);
    expect(isFriday('2026-11-28')).toBe(false);
    expect(comingFriday('2026-11-23')).toBe('2026-11-27');
    expect(comingFriday('2026-11-27')).toBe('2026-11-27');
    expect(comingFriday('2026-11-28')).toBe('2026-12-04');
  });

  it('gives every session of a Friday with its khateeb, and none on other days', () => {
    expect(jumuahSessionsOn('2026-11-27', sessions, khateebs)).toEqual([
      { session: 1, khutbah: '12:30', salah: '13:00', salahGiven: true, language: 'English', khateeb: 'Imam Ali' },
      { session: 2, khutbah: '13:45', salah: '14:15', salahGiven: false, language: 'Arabic', khateeb: 'Sheikh Omar' },
    ]);
    expect(jumuahSessionsOn('2026-11-26', sessions, khateebs)).toEqual([]);
    // An entry saved before sessions existed has no session: it is the first session's.
    expect(jumuahSessionsOn('2026-12-04', sessions, khateebs).map((session) => session.khateeb)).toEqual([
      'Next week',
      null,
    ]);
  });
});

describe("the Friday a Jumu'ah list speaks of", () => {
  const sessions = [
    { khutbah: '12:30', salah: '13:00', language: 'English' },
    { khutbah: '13:45', salah: '', language: 'Urdu' },
  ];
  const zone = 'Europe/London';
  // Friday 4 December 2026.
  const at = (date: string, time: string) => zonedInstant(zone, date, time);

  it('is that Friday until its last salah has begun, then the next one', () => {
    expect(fridayToShow(zone, at('2026-12-03', '23:45'), sessions)).toBe('2026-12-04');
    expect(fridayToShow(zone, at('2026-12-04', '09:00'), sessions)).toBe('2026-12-04');
    // The last session's salah (no time given) is taken as khutbah + 30 minutes: 14:15.
    expect(fridayToShow(zone, at('2026-12-04', '14:10'), sessions)).toBe('2026-12-04');
    expect(fridayToShow(zone, at('2026-12-04', '14:20'), sessions)).toBe('2026-12-11');
    expect(fridayToShow(zone, at('2026-12-04', '23:45'), sessions)).toBe('2026-12-11');
  });

  it('without sessions, Friday is over at its end', () => {
    expect(fridayToShow(zone, at('2026-12-04', '23:45'), [])).toBe('2026-12-04');
    expect(fridayToShow(zone, at('2026-12-05', '00:10'), [])).toBe('2026-12-11');
  });
});
