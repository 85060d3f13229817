import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatElapsed,
  formatLongDate,
  formatShortDate,
  formatTime12,
  weekdayName,
} from './display-format.js';

describe('12-hour time (h:mm am/pm)', () => {
  it('shows hour 0 as 12 am and noon as pm', () => {
    expect(formatTime12('00:00')).toBe('12:00 am');
    expect(formatTime12('00:10')).toBe('12:10 am');
    expect(formatTime12('11:59')).toBe('11:59 am');
    expect(formatTime12('12:00')).toBe('12:00 pm');
    expect(formatTime12('12:30')).toBe('12:30 pm');
    expect(formatTime12('13:05')).toBe('1:05 pm');
    expect(formatTime12('23:59')).toBe('11:59 pm');
    expect(formatTime12('05:07')).toBe('5:07 am');
  });

  it('gives an empty text for anything that is not a time', () => {
    for (const bad of ['', '24:00', '7', '12:60', 'noon', null, undefined, '<b>1:00</b>'])
      expect(formatTime12(bad)).toBe('');
  });
});

describe('dates', () => {
  it('formats short, full and long dates without a timezone shift', () => {
    expect(formatShortDate('2026-03-05')).toBe('3/5');
    expect(formatDate('2026-03-05')).toBe('3/5/2026');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatLongDate('2026-01-01T00:00:00Z')).toBe('January 1, 2026');
    expect(weekdayName('2026-03-06')).toBe('Friday');
  });

  it('is empty for impossible dates', () => {
    expect(formatShortDate('2027-02-29')).toBe('');
    expect(formatLongDate('soon')).toBe('');
    expect(weekdayName(null)).toBe('');
  });
});

describe('elapsed time', () => {
  it('uses mm:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(59_999)).toBe('00:59');
    expect(formatElapsed(61_000)).toBe('01:01');
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(3_600_000 * 13 + 5_000)).toBe('13:00:05');
    expect(formatElapsed(-5_000)).toBe('00:00');
  });
});

describe('countdown', () => {
  it('rounds up to the whole seconds still to go', () => {
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3_599_500)).toBe('1:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});

describe('formatTime: the one time formatter of every table', () => {
  it("writes a time in the masjid's format", async () => {
    const { formatTime } = await import('./display-format.js');
    expect(formatTime('13:05')).toBe('1:05 pm');
    expect(formatTime('13:05', '12h')).toBe('1:05 pm');
    expect(formatTime('13:05', '24h')).toBe('13:05');
    expect(formatTime('5:07', '24h')).toBe('05:07');
    expect(formatTime('nonsense', '24h')).toBe('');
  });

  it('reads the setting through timeFormatOf, 12-hour unless 24h is chosen', async () => {
    const { timeFormatOf } = await import('../configuration/definitions.js');
    expect(timeFormatOf(undefined)).toBe('12h');
    expect(timeFormatOf([{ name: 'time_format', value: '24h' }])).toBe('24h');
    expect(timeFormatOf([{ name: 'time_format', value: 'other' }])).toBe('12h');
  });
});
