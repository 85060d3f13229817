import { describe, expect, it } from 'vitest';
import type { Announcement, Fund } from '../content/central-control.types.js';
import { buildSlides, fundPercent, nextSlideIndex, shouldRotate } from './slides.js';

const fund = (name: string, enabled = true): Fund => ({
  name,
  goal: 1000,
  current: 250,
  pledge: 0,
  endDate: null,
  enabled,
});
const announcement = (
  title: string,
  startDate: string | null,
  endDate: string | null,
  enabled = true,
): Announcement => ({
  title,
  text: 'text',
  image: null,
  startDate,
  endDate,
  enabled,
});

describe('dashboard slides', () => {
  it('orders expenses, funds two per slide, each sheet, then the announcements of the day', () => {
    const slides = buildSlides(
      {
        expenses: [{ lineItem: 'Rent', amount: 2000, enabled: true }],
        funds: [fund('A'), fund('B'), fund('C'), fund('off', false)],
        expenseSheets: [
          { id: 's1', name: 'Ramadan', description: '', enabled: true, rows: [] },
          { id: 's2', name: 'Hidden', description: '', enabled: false, rows: [] },
          { id: 's3', name: 'Roof', description: '', enabled: true, rows: [] },
        ],
        announcements: [
          announcement('Today', '2026-05-15', '2026-05-15'),
          announcement('Tomorrow', '2026-05-16', null),
          announcement('Open-ended', null, null),
          announcement('Off', null, null, false),
        ],
      },
      '2026-05-15',
    );
    expect(slides.map((slide) => slide.kind)).toEqual([
      'expenses',
      'funds',
      'funds',
      'sheet',
      'sheet',
      'announcement',
      'announcement',
    ]);
    const funds = slides.filter((slide) => slide.kind === 'funds');
    expect(funds.map((slide) => (slide.kind === 'funds' ? slide.funds.map((f) => f.name) : []))).toEqual([
      ['A', 'B'],
      ['C'],
    ]);
    expect(
      slides
        .filter((s) => s.kind === 'announcement')
        .map((s) => (s.kind === 'announcement' ? s.announcement.title : '')),
    ).toEqual(['Today', 'Open-ended']);
    expect(new Set(slides.map((slide) => slide.key)).size).toBe(slides.length);
  });

  it('has no slides without content, and no expenses slide when every expense is disabled', () => {
    expect(buildSlides({ expenses: [], funds: [], expenseSheets: [], announcements: [] }, '2026-05-15')).toEqual([]);
    expect(
      buildSlides(
        { expenses: [{ lineItem: 'x', amount: 1, enabled: false }], funds: [], expenseSheets: [], announcements: [] },
        '2026-05-15',
      ),
    ).toEqual([]);
  });

  it('rotates only with more than one slide and wraps to the first', () => {
    expect(shouldRotate(0)).toBe(false);
    expect(shouldRotate(1)).toBe(false);
    expect(shouldRotate(2)).toBe(true);
    expect(nextSlideIndex(0, 3)).toBe(1);
    expect(nextSlideIndex(2, 3)).toBe(0);
    expect(nextSlideIndex(5, 3)).toBe(0);
    expect(nextSlideIndex(0, 0)).toBe(0);
  });
});

describe('fund percent', () => {
  it('is current divided by goal', () => {
    expect(fundPercent({ current: 250, goal: 1000 })).toBe(25);
    expect(fundPercent({ current: 1500, goal: 1000 })).toBe(150);
    expect(fundPercent({ current: 1, goal: 3 })).toBe(33);
    expect(fundPercent({ current: 100, goal: 0 })).toBe(0);
  });
});

describe('amounts', async () => {
  const { formatAmount, totalAmount } = await import('./amounts.js');
  it('formats with separators and at most two decimals, and adds up expenses', () => {
    expect(formatAmount(12500)).toBe('12,500');
    expect(formatAmount(12500.5)).toBe('12,500.50');
    expect(formatAmount(612.4)).toBe('612.40');
    expect(formatAmount(0.126)).toBe('0.13');
    expect(formatAmount(7.001)).toBe('7');
    expect(formatAmount(Number.NaN)).toBe('');
    expect(totalAmount([{ amount: 100 }, { amount: 250.25 }])).toBe(350.25);
  });
});

describe('verse numbers', async () => {
  const { ayahMark, verseWithMark } = await import('./ayah-mark.js');
  it('uses the end-of-ayah sign with Arabic-Indic digits, on the same line as the verse', () => {
    expect(ayahMark(24)).toBe('\u06DD٢٤');
    expect(ayahMark(110)).toBe('\u06DD١١٠');
    expect(verseWithMark('نص', 5)).toBe('نص\u00A0\u06DD٥');
  });
});
