import { describe, expect, it } from 'vitest';
import { isClockWrong, isOutOfDate, maxOfflineDays, savedAgo } from './freshness.js';

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

describe('savedAgo', () => {
  const at = Date.parse('2026-05-10T12:00:00Z');
  it('says how old a saved copy is in the largest fitting unit', () => {
    expect(savedAgo('2026-05-10T11:59:30Z', at)).toBe('just now');
    expect(savedAgo('2026-05-10T11:59:00Z', at)).toBe('1 minute ago');
    expect(savedAgo('2026-05-10T11:05:00Z', at)).toBe('55 minutes ago');
    expect(savedAgo('2026-05-09T12:00:00Z', at)).toBe('24 hours ago');
    expect(savedAgo('2026-05-07T12:00:00Z', at)).toBe('3 days ago');
    expect(savedAgo('not a time', at)).toBe('');
  });
});
