import { describe, expect, it } from 'vitest';
import { fridaySessionsFromText, fridaySessionsOf, jumahTextParts } from './friday-sessions.js';

describe("Jumu'ah sessions from the Jum'ah text", () => {
  it('reads each written time as a khutbah, in order, am/pm as written and bare 1-6 as afternoon', () => {
    expect(fridaySessionsFromText('1:30 pm and 2:30 pm')).toEqual([
      { khutbah: '13:30', salah: null },
      { khutbah: '14:30', salah: null },
    ]);
    expect(fridaySessionsFromText('Khutbah 12:45, second 13:45')).toEqual([
      { khutbah: '12:45', salah: null },
      { khutbah: '13:45', salah: null },
    ]);
    expect(fridaySessionsFromText('1.15')).toEqual([{ khutbah: '13:15', salah: null }]);
    expect(fridaySessionsFromText('12:30 p.m.')).toEqual([{ khutbah: '12:30', salah: null }]);
  });

  it('gives nothing for text without a time, and at most four sessions', () => {
    expect(fridaySessionsFromText('')).toEqual([]);
    expect(fridaySessionsFromText(null)).toEqual([]);
    expect(fridaySessionsFromText('After Zuhr')).toEqual([]);
    expect(fridaySessionsFromText('1:00 2:00 3:00 4:00 5:00')).toHaveLength(4);
  });
});

describe('fridaySessionsOf', () => {
  it("takes the masjid's sessions over its Jum'ah text, a missing salah time left to the phases", () => {
    const sessions = [
      { khutbah: '12:30', salah: '13:00', language: 'English' },
      { khutbah: '13:45', salah: '', language: 'Urdu' },
    ];
    expect(fridaySessionsOf(sessions, '1:30 pm')).toEqual([
      { khutbah: '12:30', salah: '13:00' },
      { khutbah: '13:45', salah: null },
    ]);
    expect(fridaySessionsOf([], '1:30 pm')).toEqual([{ khutbah: '13:30', salah: null }]);
    expect(fridaySessionsOf(undefined, '')).toEqual([]);
  });
});

describe('a Jum\'ah text shown as the screen reads it (issue: "5.30pm" in a 24-hour country)', () => {
  it('splits out each time it reads, in 24-hour form, and keeps the rest as written', () => {
    expect(jumahTextParts('Khutbah 5.30pm, salah 6:00 pm')).toEqual([
      'Khutbah ',
      { time: '17:30' },
      ', salah ',
      { time: '18:00' },
    ]);
    expect(jumahTextParts('1:30 and 2:30 (2 sessions)')).toEqual([
      { time: '13:30' },
      ' and ',
      { time: '14:30' },
      ' (2 sessions)',
    ]);
    expect(jumahTextParts('No times here')).toEqual(['No times here']);
    expect(jumahTextParts('')).toEqual([]);
  });
});
