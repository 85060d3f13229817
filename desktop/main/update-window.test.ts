import { describe, expect, it } from 'vitest';
import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { JUMUAH_LENGTH_MS, mayInstallNow, nextInstallTime, PRAYER_LENGTH_MS } from './update-window.js';

function day(date: string, times: Partial<DayPrayer> = {}): DayPrayer {
  return {
    date,
    fajr: '05:00',
    fajrIqama: '05:20',
    sunrise: '06:30',
    dhuhr: '13:00',
    dhuhrIqama: '13:30',
    asr: '16:45',
    asrIqama: '17:00',
    maghrib: '19:50',
    maghribIqama: '19:55',
    isha: '21:15',
    ishaIqama: '21:30',
    ...times,
  };
}

const at = (iso: string) => new Date(iso).getTime();

describe('update window', () => {
  it('never installs from just before an azan to the end of its prayer', () => {
    const days = [day('2026-05-12')]; // a Tuesday; London is on BST (UTC+1)
    const zone = 'Europe/London';
    expect(mayInstallNow(days, zone, at('2026-05-12T10:30:00Z'))).toBe(true); // 11:30 local
    expect(mayInstallNow(days, zone, at('2026-05-12T11:56:00Z'))).toBe(false); // 12:56, 4 minutes before azan
    expect(mayInstallNow(days, zone, at('2026-05-12T12:40:00Z'))).toBe(false); // after iqama, in the prayer
    // Iqama 13:30 local + 20 minutes = 13:50 local = 12:50Z.
    expect(nextInstallTime(days, zone, at('2026-05-12T12:00:00Z'))).toBe(at('2026-05-12T12:30:00Z') + PRAYER_LENGTH_MS);
    expect(mayInstallNow(days, zone, at('2026-05-12T12:50:00Z'))).toBe(true);
  });

  it('waits past prayers that follow each other closely (Maghrib, then Isha)', () => {
    const days = [day('2026-05-12', { maghrib: '20:40', maghribIqama: '20:45', isha: '21:05', ishaIqama: '21:10' })];
    // From Maghrib (20:35 with the margin) the next free minute is after Isha's prayer, 21:30 local.
    expect(nextInstallTime(days, 'Europe/London', at('2026-05-12T19:36:00Z'))).toBe(at('2026-05-12T20:30:00Z'));
  });

  it("gives Jumu'ah an hour from its iqama", () => {
    const friday = [day('2026-05-15')];
    expect(nextInstallTime(friday, 'Europe/London', at('2026-05-15T12:00:00Z'))).toBe(
      at('2026-05-15T12:30:00Z') + JUMUAH_LENGTH_MS,
    );
  });

  it('uses the masjid zone, across a DST change in the north and in the south', () => {
    // New York springs forward on 8 March 2026: Fajr 06:00 EDT is 10:00Z (it would be 11:00Z in EST).
    const spring = [day('2026-03-08', { fajr: '06:00', fajrIqama: '06:20' })];
    expect(mayInstallNow(spring, 'America/New_York', at('2026-03-08T10:10:00Z'))).toBe(false);
    expect(mayInstallNow(spring, 'America/New_York', at('2026-03-08T10:45:00Z'))).toBe(true);
    // Sydney falls back on 5 April 2026: Maghrib 17:40 AEST is 07:40Z (06:40Z in AEDT the day before).
    const autumn = [day('2026-04-05', { asr: '15:00', asrIqama: '15:15', maghrib: '17:40', maghribIqama: '17:45' })];
    expect(mayInstallNow(autumn, 'Australia/Sydney', at('2026-04-05T07:50:00Z'))).toBe(false);
    expect(mayInstallNow(autumn, 'Australia/Sydney', at('2026-04-05T06:50:00Z'))).toBe(true);
  });

  it('copes with high-latitude nights where Isha runs past midnight into the next day', () => {
    // Oslo in June: Isha after midnight belongs to the day before, Fajr of the next day comes soon after.
    const days = [
      day('2026-06-20', { isha: '23:55', ishaIqama: '00:10' }),
      day('2026-06-21', { fajr: '01:30', fajrIqama: '01:45' }),
    ];
    // An iqama "before" its azan (past midnight) is not trusted: 30 minutes from the azan instead.
    expect(nextInstallTime(days, 'Europe/Oslo', at('2026-06-20T21:50:00Z'))).toBe(
      at('2026-06-20T21:55:00Z') + 30 * 60_000,
    );
  });

  it('allows an install at once when no timetable is known', () => {
    expect(mayInstallNow([], 'Europe/London', at('2026-05-12T12:00:00Z'))).toBe(true);
  });
});
