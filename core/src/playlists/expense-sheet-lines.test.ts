import { describe, expect, it } from 'vitest';
import { sheetLines } from './expense-sheet-lines.js';

const rows = (...values: string[]) => values.map((value, order) => ({ order, label: `Line ${order + 1}`, value }));

describe('sheetLines', () => {
  it('adds up lines written in any way money is typed, in cents', () => {
    expect(sheetLines({ rows: rows('1200', '$1,250.50', '0.1', '0.2') }).total).toBe(2450.8);
    expect(sheetLines({ rows: rows('12 500,00 €', '500') }).total).toBe(13_000);
  });

  it('keeps the lines in their order', () => {
    const sheet = {
      rows: [
        { order: 2, label: 'Gas', value: '90' },
        { order: 1, label: 'Water', value: '40' },
      ],
    };
    expect(sheetLines(sheet).lines.map((line) => line.label)).toEqual(['Water', 'Gas']);
  });

  it('shows no total when a line is not an amount, or the sheet is empty', () => {
    expect(sheetLines({ rows: rows('1200', 'Pending') }).total).toBeNull();
    expect(sheetLines({ rows: rows('1200', '') }).total).toBeNull();
    expect(sheetLines({ rows: [] })).toEqual({ lines: [], total: null });
  });

  it("takes a last line that is the sum of those above as the sheet's own total, not a line added in", () => {
    const typed = sheetLines({ rows: rows('1200', '300', '1,500') });
    expect(typed.lines.map((line) => line.value)).toEqual(['1200', '300']);
    expect(typed.total).toBe(1500);
    // Two lines alike are two lines, not a line and its total.
    expect(sheetLines({ rows: rows('300', '300') })).toMatchObject({ total: 600 });
  });
});
