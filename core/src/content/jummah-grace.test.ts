import { describe, expect, it } from 'vitest';
import { jummahLine, nextJummah } from './jummah.js';

describe("the Jum'ah line on the day after", () => {
  const list = [
    { khateeb: 'Imam Ali', date: '2026-05-15', enabled: true },
    { khateeb: 'Imam Omar', date: '2026-05-22', enabled: true },
  ];

  it('says "Last Friday" on Saturday for the Friday just past', () => {
    const entry = nextJummah(list, '2026-05-16')!;
    expect(jummahLine(entry, '2026-05-16')).toBe('Last Friday 5/15 - Khateeb: Imam Ali');
  });

  it('reads as the coming khateeb on Friday itself and before', () => {
    expect(jummahLine(nextJummah(list, '2026-05-15')!, '2026-05-15')).toBe('5/15 - Khateeb: Imam Ali');
    expect(jummahLine(nextJummah(list, '2026-05-17')!, '2026-05-17')).toBe('5/22 - Khateeb: Imam Omar');
  });
});
