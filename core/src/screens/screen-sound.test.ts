import { describe, expect, it } from 'vitest';
import { screenVolume } from './screen-sound.js';

describe("a screen's volume", () => {
  it("scales the masjid's volume by the screen's percentage", () => {
    expect(screenVolume(0.8, { volume: 50, silent: false })).toBeCloseTo(0.4);
    expect(screenVolume(0.8, { volume: 100 })).toBeCloseTo(0.8);
    expect(screenVolume(1, { volume: 25 })).toBeCloseTo(0.25);
    expect(screenVolume(0.6, { volume: 0 })).toBe(0);
  });

  it('is nothing on a silent screen, whatever its percentage', () => {
    expect(screenVolume(1, { volume: 100, silent: true })).toBe(0);
  });

  it("is the masjid's volume where the screen has no settings (a kiosk address, a copy from before)", () => {
    expect(screenVolume(0.7, undefined)).toBeCloseTo(0.7);
    expect(screenVolume(0.7, {})).toBeCloseTo(0.7);
  });

  it('plays at the night volume at night where the screen has one, at its volume by day or without one', () => {
    const screen = { volume: 80, nightVolume: 20 };
    expect(screenVolume(1, screen, true)).toBeCloseTo(0.2);
    expect(screenVolume(1, screen, false)).toBeCloseTo(0.8);
    expect(screenVolume(1, { volume: 80, nightVolume: null }, true)).toBeCloseTo(0.8);
    expect(screenVolume(1, { ...screen, silent: true }, true)).toBe(0);
  });

  it('stays between 0 and 1 whatever it is handed', () => {
    expect(screenVolume(1.5, { volume: 100 })).toBe(1);
    expect(screenVolume(1, { volume: 180 })).toBe(1);
    expect(screenVolume(1, { volume: -20 })).toBe(0);
  });
});
