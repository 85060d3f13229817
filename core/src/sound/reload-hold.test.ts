import { describe, expect, it } from 'vitest';
import { RELOAD_MARGIN_MS, reloadHeldFor } from './reload-hold.js';
import type { PlannedSound } from './sound-plan.js';

const T = Date.parse('2026-06-10T12:15:00Z');
const MINUTE = 60_000;
const sound = (id: string, at: number, seconds: number, stopAt: number | null = null): PlannedSound => ({
  id: `2026-06-10:zuhr:${id}`,
  date: '2026-06-10',
  prayer: 'zuhr',
  kind: 'azan',
  sound: 'recording-1',
  at,
  endsAt: at + seconds * 1000,
  stopAt,
});

describe('reloadHeldFor', () => {
  const azan = sound('azan', T, 240);
  const dua = sound('dua', T + 241_000, 60);
  const iqama = sound('iqama', T + 15 * MINUTE, 2);

  it('lets a screen reload when nothing plays and nothing is near', () => {
    expect(reloadHeldFor([azan, iqama], T - 2 * MINUTE)).toBe(0);
    expect(reloadHeldFor([azan, iqama], T + 5 * MINUTE)).toBe(0);
    expect(reloadHeldFor([], T)).toBe(0);
  });

  it('holds a reload until the sound playing has ended', () => {
    expect(reloadHeldFor([azan, iqama], T + 1_000)).toBe(239_000);
  });

  it('holds a reload due just before a sound until that sound has ended', () => {
    expect(reloadHeldFor([azan, iqama], T - 20_000)).toBe(260_000);
    expect(reloadHeldFor([azan, iqama], T - RELOAD_MARGIN_MS - 1)).toBe(0);
  });

  it("waits out a chain whole: the du'a that follows the azan within the margin", () => {
    expect(reloadHeldFor([azan, dua, iqama], T + 1_000)).toBe(dua.endsAt - (T + 1_000));
  });

  it('counts a sound as ended where its stop rule ends it', () => {
    const cut = sound('tarhim', T, 600, T + 2 * MINUTE);
    expect(reloadHeldFor([cut], T + MINUTE)).toBe(MINUTE);
  });
});
