import { describe, expect, it } from 'vitest';
import { parseCentralControl } from './central-control.schema.js';
import { isFriday, nextFridays, notFridayMessage } from './fridays.js';

describe("Jumu'ah dates", () => {
  it('are Fridays', () => {
    expect(isFriday('2026-11-27')).toBe(true);
    expect(notFridayMessage('2026-11-26')).toBe("Jumu'ah is on a Friday; 2026-11-26 is a Thursday");
    expect(nextFridays('2026-11-23', 3)).toEqual(['2026-11-27', '2026-12-04', '2026-12-11']);
    expect(nextFridays('2026-11-27', 1)).toEqual(['2026-11-27']);
  });

  it('are refused on another day when the content is saved', () => {
    const base = {
      companyId: 'c1',
      version: 1,
      funds: [],
      expenses: [],
      expenseSheets: [],
      announcements: [],
      reminders: [],
    };
    const thursday = parseCentralControl({
      ...base,
      jummahs: [{ khateeb: 'Imam Ali', date: '2026-11-26', enabled: true }],
    });
    expect(thursday).toEqual({
      ok: false,
      fieldErrors: { 'jummahs[0].date': "Jumu'ah is on a Friday; 2026-11-26 is a Thursday" },
    });
    const friday = parseCentralControl({
      ...base,
      jummahs: [{ khateeb: 'Imam Ali', date: '2026-11-27', enabled: true }],
    });
    expect(friday.ok).toBe(true);
  });
});
