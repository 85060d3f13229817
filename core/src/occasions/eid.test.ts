import { describe, expect, it } from 'vitest';
import { daysUntil, eidDateDisagreement, eidPrayersToShow, suggestEidDate } from './eid.js';
import type { EidPrayer } from './occasions.types.js';

describe('suggestEidDate', () => {
  // Umm al-Qura: 1 Shawwal 1448 is 9 March 2027, 10 Dhu al-Hijjah 1448 is 16 May 2027.
  it('suggests the coming 1 Shawwal and 10 Dhu al-Hijjah', () => {
    expect(suggestEidDate('fitr', '2026-11-23')).toBe('2027-03-09');
    expect(suggestEidDate('adha', '2026-11-23')).toBe('2027-05-16');
  });

  it("moves with the masjid's Hijri adjustment (a day ahead in the Hijri count is a day earlier)", () => {
    expect(suggestEidDate('fitr', '2026-11-23', 1)).toBe('2027-03-08');
    expect(suggestEidDate('fitr', '2026-11-23', -1)).toBe('2027-03-10');
    expect(suggestEidDate('adha', '2026-11-23', -2)).toBe('2027-05-18');
  });

  it("suggests the day itself on Eid, and next year's once it has passed", () => {
    expect(suggestEidDate('fitr', '2026-03-20')).toBe('2026-03-20');
    expect(suggestEidDate('fitr', '2026-03-21')).toBe('2027-03-09');
    // With -1 the masjid's Eid al-Fitr 1447 is a day later, still to come on 20 March.
    expect(suggestEidDate('fitr', '2026-03-20', -1)).toBe('2026-03-21');
  });
});

describe('eidPrayersToShow', () => {
  const fitr: EidPrayer = { eid: 'fitr', date: '2027-03-09', times: ['07:30', '09:00'], place: '' };
  const adha: EidPrayer = { eid: 'adha', date: '2027-05-16', times: ['07:00'], place: 'City Park' };

  it('shows an Eid prayer from ten days before and on the day, not after', () => {
    expect(eidPrayersToShow([fitr, adha], '2027-02-26')).toEqual([]);
    expect(eidPrayersToShow([fitr, adha], '2027-02-27')).toEqual([fitr]);
    expect(eidPrayersToShow([adha, fitr], '2027-03-09')).toEqual([fitr]);
    expect(eidPrayersToShow([fitr, adha], '2027-03-10')).toEqual([]);
  });

  it('counts whole days to the prayer', () => {
    expect(daysUntil('2027-03-09', '2027-02-27')).toBe(10);
    expect(daysUntil('2027-03-09', '2027-03-09')).toBe(0);
  });
});

describe("an Eid date against the masjid's Hijri calendar", () => {
  it("is the Eid's own day, or the Hijri date it is instead, with the masjid's adjustment", () => {
    expect(eidDateDisagreement('fitr', '2027-03-09')).toBeNull();
    expect(eidDateDisagreement('fitr', '2027-03-10')).toMatchObject({ year: 1448, month: 10, day: 2 });
    // A masjid whose calendar runs a day behind Umm al-Qura has 1 Shawwal on the 10th.
    expect(eidDateDisagreement('fitr', '2027-03-10', -1)).toBeNull();
    expect(eidDateDisagreement('adha', '2027-05-16')).toBeNull();
    expect(eidDateDisagreement('adha', '2027-05-17')).toMatchObject({ month: 12, day: 11 });
  });
});
