/**
 * The prayer table on a Friday (docs/jumuah-eid-ramadan.md, "Fridays in the table"): the noon row is
 * Jumu'ah with each session's khutbah and salah, never "Zuhr / iqama". And the save rule: no session's dark
 * screen may run past Asr's azan.
 */
import { describe, expect, it } from 'vitest';
import { dayEntry } from '../dashboard/day-entry.fixture.js';
import { fridayRow, sessionPastAsr } from './friday-row.js';

// Friday 19 Nov 2027: Zuhr 11:59, iqama 12:15 (the example); Asr 14:10.
const friday = dayEntry('2027-11-19', { dhuhr: '11:59', dhuhrIqama: '12:15', asr: '14:10' });
const sessions = [
  { khutbah: '12:30', salah: '13:00', language: 'English' },
  { khutbah: '13:15', salah: '', language: 'Urdu' },
];

describe("the table's noon row on a Friday", () => {
  it("is Jumu'ah with each session's khutbah and salah", () => {
    const row = fridayRow(friday, sessions, '', []);
    expect(row).toMatchObject({
      azan: '11:59',
      sessions: [
        { session: 1, khutbah: '12:30', salah: '13:00', salahGiven: true, language: 'English' },
        { session: 2, khutbah: '13:15', salahGiven: false, language: 'Urdu' },
      ],
    });
  });

  it("takes the times of the Jum'ah text when the masjid has no sessions, else the Zuhr iqama as the khutbah", () => {
    expect(fridayRow(friday, [], '1:30 pm and 2:30 pm', [])?.sessions.map((s) => s.khutbah)).toEqual([
      '13:30',
      '14:30',
    ]);
    expect(fridayRow(friday, [], '', [])).toMatchObject({
      azan: '11:59',
      sessions: [{ session: 1, khutbah: '12:15', salahGiven: false }],
    });
  });

  it('names the khateeb of each session', () => {
    const jummahs = [{ id: 'a', date: '2027-11-19', khateeb: 'Imam Ali', enabled: true, session: 2 }];
    expect(fridayRow(friday, sessions, '', jummahs as never)?.sessions[1]?.khateeb).toBe('Imam Ali');
  });

  it('is not there on other days: Zuhr stays Zuhr', () => {
    expect(fridayRow(dayEntry('2027-11-18'), sessions, '', [])).toBeNull();
    expect(fridayRow(dayEntry('2027-11-20'), sessions, '', [])).toBeNull();
  });
});

describe("a session's dark screen and Asr", () => {
  const fridays = [
    { date: '2027-11-19', asr: '14:10' },
    { date: '2027-11-26', asr: '14:05' },
  ];

  it('refuses the first session whose dark screen would run past Asr, naming the Friday and both times', () => {
    const late = [...sessions, { khutbah: '13:30', salah: '', language: '' }];
    // 13:30 + 40 minutes = 14:10: exactly at Asr on the 19th, past Asr (14:05) on the 26th.
    expect(sessionPastAsr(late, fridays, 40)).toEqual({
      index: 2,
      friday: '2027-11-26',
      darkEnds: '14:10',
      asr: '14:05',
    });
  });

  it('accepts sessions that end before Asr, and counts the dark minutes of the settings', () => {
    expect(sessionPastAsr(sessions, fridays, 40)).toBeNull();
    expect(sessionPastAsr(sessions, fridays, 60)).toEqual({
      index: 1,
      friday: '2027-11-19',
      darkEnds: '14:15',
      asr: '14:10',
    });
  });
});
