import { describe, expect, it } from 'vitest';
import type { DashboardLoad } from '../dashboard/dashboard-data.js';
import { buildSlides } from '../dashboard/slides.js';
import { DEFAULT_SCREEN_SETTINGS } from './screen.schema.js';
import { withScreenSlides } from './screen-slides.js';

const load = {
  offline: false,
  fetchedAt: '2026-05-10T16:00:00Z',
  data: {
    centralControl: {
      expenses: [{ id: 'e', lineItem: 'Electricity', amount: 10, enabled: true }],
      funds: [{ id: 'f', name: 'Roof', goal: 100, current: 10, pledge: 0, endDate: null, enabled: true }],
      expenseSheets: [{ id: 's', name: 'Iftar', description: '', enabled: true, rows: [] }],
      announcements: [{ id: 'a', title: 'Eid', text: '', image: null, startDate: null, endDate: null, enabled: true }],
      jummahs: [{ id: 'j', khateeb: 'Imam', date: '2026-05-15', enabled: true }],
    },
  },
} as unknown as DashboardLoad;

const kinds = (value: DashboardLoad) => buildSlides(value.data.centralControl, '2026-05-10').map((slide) => slide.kind);

describe("a screen's slide choice", () => {
  it('keeps everything when every kind is on', () => {
    expect(withScreenSlides(load, DEFAULT_SCREEN_SETTINGS.slides)).toBe(load);
    expect(kinds(load)).toEqual(['expenses', 'funds', 'sheet', 'announcement']);
  });

  it('drops the kinds that are off, and nothing else', () => {
    const filtered = withScreenSlides(load, {
      expenses: false,
      funds: true,
      expenseSheets: false,
      announcements: true,
    });
    expect(kinds(filtered)).toEqual(['funds', 'announcement']);
    expect(filtered.data.centralControl.jummahs).toHaveLength(1);
    expect(kinds(load)).toHaveLength(4); // the original is not changed
  });
});
