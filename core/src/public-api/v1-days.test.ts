import { describe, expect, it } from 'vitest';
import { calendarOf } from '../hijri/hijri-calendar.js';
import { eidDateInHijriYear } from '../occasions/eid.js';
import { eidOn, isoInZone } from './v1-days.js';

describe('isoInZone', () => {
  it("writes an instant with the zone's offset at that instant, DST and half hours included", () => {
    expect(isoInZone(Date.UTC(2026, 2, 7, 17, 15), 'America/New_York')).toBe('2026-03-07T12:15:00-05:00');
    expect(isoInZone(Date.UTC(2026, 2, 9, 16, 15), 'America/New_York')).toBe('2026-03-09T12:15:00-04:00');
    expect(isoInZone(Date.UTC(2026, 2, 9, 23, 50), 'Asia/Kolkata')).toBe('2026-03-10T05:20:00+05:30');
    expect(isoInZone(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toBe('2026-01-01T00:00:00+00:00');
    // The same instant back.
    expect(Date.parse(isoInZone(Date.UTC(2026, 6, 1, 3, 7), 'Pacific/Chatham'))).toBe(Date.UTC(2026, 6, 1, 3, 7));
  });
});

describe('eidOn', () => {
  const calendar = calendarOf(0);
  const fitr = eidDateInHijriYear('fitr', 1447, 0);
  const adha = eidDateInHijriYear('adha', 1447, 0);
  const dayAfter = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it("gives the Hijri calendar's Eid days when the masjid set no Eid prayer", () => {
    expect(eidOn(fitr, calendar, [])).toBe('fitr');
    expect(eidOn(adha, calendar, [])).toBe('adha');
    expect(eidOn(dayAfter(fitr), calendar, [])).toBeNull();
  });

  it("follows the masjid's own Eid prayer date over the calendar's", () => {
    const own = [{ eid: 'fitr' as const, date: dayAfter(fitr), times: ['08:00'], place: '' }];
    expect(eidOn(dayAfter(fitr), calendar, own)).toBe('fitr');
    expect(eidOn(fitr, calendar, own)).toBeNull();
    // An Eid al-Adha prayer does not move Eid al-Fitr.
    expect(eidOn(fitr, calendar, [{ eid: 'adha', date: adha, times: ['08:00'], place: '' }])).toBe('fitr');
  });
});
