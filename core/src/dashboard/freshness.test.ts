import { describe, expect, it } from 'vitest';
import { isClockWrong, isOutOfDate, maxOfflineDays } from './freshness.js';

describe('a screen that cannot be trusted says so', () => {
  it('finds a display clock more than a minute off the server', () => {
    const server = '2026-05-15T12:00:00.000Z';
    expect(isClockWrong(server, Date.parse('2026-05-15T12:00:59.000Z'))).toBe(false);
    expect(isClockWrong(server, Date.parse('2026-05-15T12:01:01.000Z'))).toBe(true);
    expect(isClockWrong(server, Date.parse('2026-05-15T11:58:00.000Z'))).toBe(true);
    expect(isClockWrong('not a time', Date.now())).toBe(false);
  });

  it('finds data older than the masjid allows', () => {
    const now = Date.parse('2026-05-15T12:00:00.000Z');
    expect(isOutOfDate('2026-05-12T13:00:00.000Z', now, 3)).toBe(false);
    expect(isOutOfDate('2026-05-12T11:00:00.000Z', now, 3)).toBe(true);
    expect(isOutOfDate('garbage', now, 3)).toBe(true);
  });

  it('reads the allowed age from the configuration, with a default', () => {
    expect(maxOfflineDays([{ name: 'max_offline_days', value: '10' }])).toBe(10);
    expect(maxOfflineDays([])).toBe(3);
    expect(maxOfflineDays([{ name: 'max_offline_days', value: 'x' }])).toBe(3);
  });
});
