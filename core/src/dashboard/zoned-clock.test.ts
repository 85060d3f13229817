import { describe, expect, it } from 'vitest';
import { safeZone, zonedInstant, zonedNow } from './zoned-clock.js';

describe("the masjid's wall clock", () => {
  it('reads the date and time in the masjid zone, not the process zone', () => {
    const instant = Date.parse('2026-07-01T03:30:15Z');
    expect(zonedNow('America/Chicago', instant)).toMatchObject({
      date: '2026-06-30',
      hour: 22,
      minute: 30,
      second: 15,
    });
    expect(zonedNow('Asia/Karachi', instant)).toMatchObject({ date: '2026-07-01', hour: 8, minute: 30 });
    expect(zonedNow('Asia/Karachi', instant).secondsOfDay).toBe(8 * 3600 + 30 * 60 + 15);
  });

  it('turns wall-clock times into instants on both sides of a DST change', () => {
    // Chicago springs forward on 2026-03-08 at 02:00 (CST -6 to CDT -5).
    expect(new Date(zonedInstant('America/Chicago', '2026-03-07', '18:00')).toISOString()).toBe(
      '2026-03-08T00:00:00.000Z',
    );
    expect(new Date(zonedInstant('America/Chicago', '2026-03-08', '06:00')).toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    expect(new Date(zonedInstant('America/Chicago', '2026-03-08', '01:30')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Sydney falls back on 2026-04-05 at 03:00 (+11 to +10).
    expect(new Date(zonedInstant('Australia/Sydney', '2026-04-05', '12:00')).toISOString()).toBe(
      '2026-04-05T02:00:00.000Z',
    );
    expect(new Date(zonedInstant('Australia/Sydney', '2026-04-04', '12:00')).toISOString()).toBe(
      '2026-04-04T01:00:00.000Z',
    );
  });

  it('refuses malformed input and unknown zones gracefully', () => {
    expect(zonedInstant('UTC', '2026-1-1', '10:00')).toBeNaN();
    expect(zonedInstant('UTC', '2026-01-01', '')).toBeNaN();
    expect(safeZone('Mars/Olympus')).toBe('UTC');
    expect(safeZone('')).toBe('UTC');
    expect(zonedNow('Mars/Olympus', Date.parse('2026-01-01T10:00:00Z')).hour).toBe(10);
  });
});
