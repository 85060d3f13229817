import { describe, expect, it } from 'vitest';
import { dstMode, inManualDst, normalizeMonthDate, parseMonthDate, wallClockOffsetMinutes } from './dst.js';
import { civilDateInZone, standardOffsetMinutes, utcOffsetMinutes } from './zone.js';

const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const date = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

describe('zone offsets', () => {
  it('reads the IANA offset at an instant in both hemispheres', () => {
    expect(utcOffsetMinutes('America/New_York', noon('2026-01-15'))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', noon('2026-07-15'))).toBe(-240);
    expect(utcOffsetMinutes('Australia/Sydney', noon('2026-01-15'))).toBe(660);
    expect(utcOffsetMinutes('Australia/Sydney', noon('2026-07-15'))).toBe(600);
    expect(utcOffsetMinutes('Asia/Kolkata', noon('2026-07-15'))).toBe(330);
    expect(utcOffsetMinutes('Asia/Kathmandu', noon('2026-07-15'))).toBe(345);
    expect(utcOffsetMinutes('UTC', noon('2026-07-15'))).toBe(0);
  });

  it('takes standard time as the smaller offset of the year', () => {
    expect(standardOffsetMinutes('America/New_York', 2026)).toBe(-300);
    expect(standardOffsetMinutes('Europe/London', 2026)).toBe(0);
    expect(standardOffsetMinutes('Australia/Sydney', 2026)).toBe(600);
    expect(standardOffsetMinutes('America/Santiago', 2026)).toBe(-240);
    expect(standardOffsetMinutes('Asia/Riyadh', 2026)).toBe(180);
  });

  it('finds the civil date of an instant in a zone, not in UTC', () => {
    const instant = new Date('2026-03-01T03:00:00Z');
    expect(civilDateInZone('America/Los_Angeles', instant)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(civilDateInZone('Asia/Tokyo', instant)).toEqual({ year: 2026, month: 3, day: 1 });
  });
});

describe('manual DST dates (docs/product-rules.md, "Validation")', () => {
  it('accepts MM/DD with optional leading zeros, month 1-12 and day 1-31', () => {
    expect(parseMonthDate('03/08')).toEqual({ month: 3, day: 8 });
    expect(parseMonthDate('3/8')).toEqual({ month: 3, day: 8 });
    expect(parseMonthDate('12/31')).toEqual({ month: 12, day: 31 });
    for (const bad of ['13/01', '0/5', '1/32', '1/0', '03-08', 'March 8', '', '3/8/2026'])
      expect(parseMonthDate(bad), bad).toBeUndefined();
    expect(normalizeMonthDate('3/8')).toBe('03/08');
  });

  it('applies +1 hour from the begin date up to the day before the end date, wrapping in the south', () => {
    const north = { begin: 310, end: 1103 };
    expect(inManualDst(north, { month: 3, day: 9 })).toBe(false);
    expect(inManualDst(north, { month: 3, day: 10 })).toBe(true);
    expect(inManualDst(north, { month: 11, day: 2 })).toBe(true);
    expect(inManualDst(north, { month: 11, day: 3 })).toBe(false);
    const south = { begin: 1004, end: 405 };
    expect(inManualDst(south, { month: 1, day: 15 })).toBe(true);
    expect(inManualDst(south, { month: 4, day: 5 })).toBe(false);
    expect(inManualDst(south, { month: 7, day: 1 })).toBe(false);
    expect(inManualDst(south, { month: 10, day: 4 })).toBe(true);
    expect(inManualDst({ begin: 501, end: 501 }, { month: 5, day: 1 })).toBe(false);
  });

  it('resolves the settings into one of three modes', () => {
    expect(dstMode({ enable: false, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' })).toEqual({
      kind: 'none',
    });
    expect(dstMode({ enable: true, automaticCalculate: true, beginMonthDate: '03/01', endMonthDate: '10/01' })).toEqual(
      { kind: 'iana' },
    );
    expect(dstMode({ enable: true, automaticCalculate: false, beginMonthDate: '3/1', endMonthDate: '10/1' })).toEqual({
      kind: 'manual',
      begin: 301,
      end: 1001,
    });
    // Manual mode without dates has nothing to apply: the zone's own rules are used.
    expect(dstMode({ enable: true, automaticCalculate: false, beginMonthDate: '', endMonthDate: '' })).toEqual({
      kind: 'iana',
    });
  });

  it('gives the wall-clock offset of each mode', () => {
    const july = date('2026-07-01');
    const instant = noon('2026-07-01');
    expect(wallClockOffsetMinutes('America/New_York', { kind: 'iana' }, july, instant)).toBe(-240);
    expect(wallClockOffsetMinutes('America/New_York', { kind: 'none' }, july, instant)).toBe(-300);
    expect(wallClockOffsetMinutes('America/New_York', { kind: 'manual', begin: 801, end: 1101 }, july, instant)).toBe(
      -300,
    );
    expect(wallClockOffsetMinutes('America/New_York', { kind: 'manual', begin: 601, end: 1101 }, july, instant)).toBe(
      -240,
    );
    // A zone without DST follows the manual dates too when the admin asks for them.
    expect(wallClockOffsetMinutes('Asia/Riyadh', { kind: 'manual', begin: 601, end: 1101 }, july, instant)).toBe(240);
    expect(wallClockOffsetMinutes('Asia/Riyadh', { kind: 'iana' }, july, instant)).toBe(180);
  });
});
