import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../time/civil-date.js';
import { hijriMonthStart, toHijri } from './hijri.js';
import { hijriCalendar, type DeclaredMonth } from './hijri-calendar.js';

const d = (iso: string) => ({ year: +iso.slice(0, 4), month: +iso.slice(5, 7), day: +iso.slice(8, 10) });
const iso = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

describe('a Hijri calendar with declared months (docs/jumuah-eid-ramadan.md)', () => {
  it('is Umm al-Qura with the adjustment while nothing is declared', () => {
    const plain = hijriCalendar();
    const ahead = hijriCalendar({ adjustment: 1 });
    for (const date of ['2026-02-18', '2026-03-19', '2026-03-20', '2027-01-01'].map(d)) {
      expect(plain.toHijri(date)).toEqual(toHijri(date));
      expect(ahead.toHijri(date)).toEqual(toHijri(date, 1));
    }
    expect(iso(plain.monthStart(1447, 9))).toBe(iso(hijriMonthStart(1447, 9)));
  });

  it('starts Ramadan the day after the 29th of Shaban when the moon was sighted, the day after the 30th when not', () => {
    const shaban = hijriCalendar().monthStart(1447, 8);
    const sighted = hijriCalendar({ declarations: [{ hijriYear: 1447, hijriMonth: 9, decision: 'sighted' }] });
    const notSighted = hijriCalendar({ declarations: [{ hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted' }] });
    expect(toDayNumber(sighted.monthStart(1447, 9)) - toDayNumber(shaban)).toBe(29);
    expect(toDayNumber(notSighted.monthStart(1447, 9)) - toDayNumber(shaban)).toBe(30);
    expect(sighted.monthLength(1447, 8)).toBe(29);
    expect(notSighted.monthLength(1447, 8)).toBe(30);
    expect(sighted.toHijri(sighted.monthStart(1447, 9))).toEqual({ year: 1447, month: 9, day: 1 });
    // The 30th of Shaban exists only when the moon was not sighted.
    const thirtieth = fromDayNumber(toDayNumber(shaban) + 29);
    expect(notSighted.toHijri(thirtieth)).toEqual({ year: 1447, month: 8, day: 30 });
    expect(sighted.toHijri(thirtieth)).toEqual({ year: 1447, month: 9, day: 1 });
  });

  it('keeps every month of 1431-1450 AH at 29 or 30 days, and every day once, whatever is declared (round trip)', () => {
    const declaration = fc.record({
      hijriYear: fc.integer({ min: 1431, max: 1450 }),
      hijriMonth: fc.integer({ min: 1, max: 12 }),
      decision: fc.constantFrom('sighted' as const, 'not-sighted' as const),
    });
    fc.assert(
      fc.property(
        fc.array(declaration, { maxLength: 60 }),
        fc.integer({ min: -2, max: 2 }),
        (declarations: DeclaredMonth[], adjustment) => {
          const calendar = hijriCalendar({ adjustment, declarations });
          let expected = calendar.monthStart(1431, 1);
          for (let year = 1431; year <= 1450; year += 1)
            for (let month = 1; month <= 12; month += 1) {
              const start = calendar.monthStart(year, month);
              if (toDayNumber(start) !== toDayNumber(expected)) return false;
              const length = calendar.monthLength(year, month);
              if (length !== 29 && length !== 30) return false;
              // Day by day: each Gregorian day is exactly one Hijri day, in order, and back.
              for (let day = 1; day <= length; day += 1) {
                const date = fromDayNumber(toDayNumber(start) + day - 1);
                const hijri = calendar.toHijri(date);
                if (hijri.year !== year || hijri.month !== month || hijri.day !== day) return false;
              }
              expected = fromDayNumber(toDayNumber(start) + length);
            }
          // A declared month starts as declared, from the month before it.
          for (const declared of calendar.data.declarations) {
            const before =
              declared.hijriMonth === 1 ? [declared.hijriYear - 1, 12] : [declared.hijriYear, declared.hijriMonth - 1];
            if (before[0]! < 1431) continue;
            if (calendar.monthLength(before[0]!, before[1]!) !== (declared.decision === 'sighted' ? 29 : 30))
              return false;
          }
          return true;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('joins Umm al-Qura again after the declarations', () => {
    const calendar = hijriCalendar({ declarations: [{ hijriYear: 1447, hijriMonth: 9, decision: 'not-sighted' }] });
    expect(iso(calendar.monthStart(1448, 9))).toBe(iso(hijriMonthStart(1448, 9)));
    expect(calendar.toHijri(d('2027-06-01'))).toEqual(toHijri(d('2027-06-01')));
  });
});
