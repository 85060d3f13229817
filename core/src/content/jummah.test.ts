import { describe, expect, it } from 'vitest';
import type { Jummah } from './central-control.types.js';
import { jummahLine, nextJummah, upcomingJummahs } from './jummah.js';

const entry = (khateeb: string, date: string | null, enabled = true): Jummah => ({ khateeb, date, enabled });

describe('the dashboard Jummah rule (docs/product-rules.md, "Validation")', () => {
  const list = [
    entry('Imam Late', '2026-05-22'),
    entry('Imam Disabled', '2026-05-15', false),
    entry('', '2026-05-15'),
    entry('   ', '2026-05-15'),
    entry('Imam No Date', null),
    entry('Imam Last Week', '2026-05-08'),
    entry('Imam Two Days Ago', '2026-05-13'),
    entry('Imam Yesterday', '2026-05-14'),
    entry('Imam Friday', '2026-05-15'),
  ];

  it('keeps enabled entries with a khateeb and a date not older than one day, soonest first', () => {
    expect(upcomingJummahs(list, '2026-05-15').map((j) => j.khateeb)).toEqual([
      'Imam Yesterday',
      'Imam Friday',
      'Imam Late',
    ]);
  });

  it("still shows Friday's khateeb on Saturday, and drops it on Sunday", () => {
    expect(nextJummah(list, '2026-05-16')?.khateeb).toBe('Imam Friday');
    expect(nextJummah(list, '2026-05-17')?.khateeb).toBe('Imam Late');
    expect(nextJummah(list, '2026-05-24')).toBeNull();
  });

  it('ignores a date that is not a real date and accepts a date-time', () => {
    expect(
      upcomingJummahs(
        [entry('Imam Bad', '2026-02-30'), entry('Imam Time', '2026-05-15T00:00:00.000Z')],
        '2026-05-15',
      ).map((j) => j.khateeb),
    ).toEqual(['Imam Time']);
  });

  it('writes the line month/day - Khateeb: name', () => {
    expect(jummahLine(entry(' Imam Ali ', '2026-05-03'))).toBe('5/3 - Khateeb: Imam Ali');
    expect(jummahLine(entry('Imam Ali', '2026-12-25'))).toBe('12/25 - Khateeb: Imam Ali');
  });
});
