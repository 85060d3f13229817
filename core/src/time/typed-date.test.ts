import { describe, expect, it } from 'vitest';
import { dateOrderOf, readTypedDate } from './typed-date.js';

describe('the one typed-date reader', () => {
  it('reads a date as its writer orders day and month', () => {
    expect(readTypedDate('2026-02-28', 'mdy')).toEqual({ ok: true, value: '2026-02-28' });
    expect(readTypedDate('28/02/2026', 'dmy')).toEqual({ ok: true, value: '2026-02-28' });
    expect(readTypedDate('28.02.2026', 'dmy')).toEqual({ ok: true, value: '2026-02-28' });
    expect(readTypedDate('2/28/2026', 'mdy')).toEqual({ ok: true, value: '2026-02-28' });
    // A number over 12 can only be the day, whatever the order.
    expect(readTypedDate('28/2/2026', 'mdy')).toEqual({ ok: true, value: '2026-02-28' });
    expect(readTypedDate('03/04/2026', 'dmy')).toEqual({ ok: true, value: '2026-04-03' });
    expect(readTypedDate('03/04/2026', 'mdy')).toEqual({ ok: true, value: '2026-03-04' });
  });

  it('names a day past its month’s end instead of dropping it', () => {
    expect(readTypedDate('29/02/2026', 'dmy')).toEqual({ ok: false, missing: { year: 2026, month: 2, day: 29 } });
    expect(readTypedDate('2026-04-31', 'dmy')).toEqual({ ok: false, missing: { year: 2026, month: 4, day: 31 } });
    expect(readTypedDate('29/02/2028', 'dmy')).toEqual({ ok: true, value: '2028-02-29' });
    expect(readTypedDate('next week', 'dmy')).toEqual({ ok: false });
    expect(readTypedDate('13/13/2026', 'dmy')).toEqual({ ok: false });
  });

  it('knows each locale’s order', () => {
    expect(dateOrderOf('en-GB')).toBe('dmy');
    expect(dateOrderOf('en-US')).toBe('mdy');
    expect(dateOrderOf('fr-FR')).toBe('dmy');
    expect(dateOrderOf('tr-TR')).toBe('dmy');
  });
});
