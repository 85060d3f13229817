import { describe, expect, it } from 'vitest';
import { clockCorrectionMs, describeClockError } from './clock-offset.js';

describe('running on the server clock', () => {
  const server = '2026-05-15T12:00:00.000Z';

  it('keeps the screen clock while it is within a minute of the server', () => {
    expect(clockCorrectionMs(server, Date.parse('2026-05-15T12:00:59.000Z'))).toBe(0);
    expect(clockCorrectionMs(server, Date.parse('2026-05-15T11:59:01.000Z'))).toBe(0);
  });

  it('corrects a screen ten minutes ahead or two hours behind', () => {
    expect(clockCorrectionMs(server, Date.parse('2026-05-15T12:10:00.000Z'))).toBe(-600_000);
    expect(clockCorrectionMs(server, Date.parse('2026-05-15T10:00:00.000Z'))).toBe(7_200_000);
  });

  it('does nothing when the server time is unknown', () => {
    expect(clockCorrectionMs('', Date.now())).toBe(0);
    expect(clockCorrectionMs(undefined, Date.now())).toBe(0);
    expect(clockCorrectionMs('garbage', Date.now())).toBe(0);
  });

  it('says how far off the screen is', () => {
    expect(describeClockError(-600_000)).toBe('ahead by 10 min');
    expect(describeClockError(7_500_000)).toBe('behind by 2 h 5 min');
  });
});
