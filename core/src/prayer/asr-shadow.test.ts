import { describe, expect, it } from 'vitest';
import { asrWithNoonShadowAtTransit, solarDeclination } from './asr-shadow.js';

describe('solar declination', () => {
  // Solstice and equinox instants of 2026 (US Naval Observatory, "Earth's Seasons").
  it('is at its extremes at the solstices and zero at the equinoxes', () => {
    expect(solarDeclination(Date.UTC(2026, 5, 21, 8, 24))).toBeCloseTo(23.436, 2);
    expect(solarDeclination(Date.UTC(2026, 11, 21, 20, 50))).toBeCloseTo(-23.436, 2);
    expect(Math.abs(solarDeclination(Date.UTC(2026, 2, 20, 14, 46)))).toBeLessThan(0.01);
    expect(Math.abs(solarDeclination(Date.UTC(2026, 8, 23, 0, 5)))).toBeLessThan(0.01);
  });
});

describe('Asr with the noon shadow measured at transit', () => {
  const date = { year: 2025, month: 4, day: 15 };
  const asr = Date.UTC(2025, 3, 15, 15, 30);

  it('moves nothing when transit is at 0h UT, the moment adhan measures the shadow', () => {
    expect(asrWithNoonShadowAtTransit(asr, Date.UTC(2025, 3, 15), date, 51.5, 1)).toBeCloseTo(asr, 0);
  });

  it('moves Asr earlier in a northern spring when noon is hours after 0h UT (the noon shadow is shorter by then)', () => {
    const london = asrWithNoonShadowAtTransit(asr, Date.UTC(2025, 3, 15, 12, 0), date, 51.5, 1);
    const shiftSeconds = (london - asr) / 1000;
    expect(shiftSeconds).toBeLessThan(-5);
    expect(shiftSeconds).toBeGreaterThan(-60);
    // And later in autumn, when the declination falls through the day and the noon shadow grows.
    const autumn = { year: 2025, month: 10, day: 15 };
    const autumnAsr = Date.UTC(2025, 9, 15, 14, 30);
    expect(asrWithNoonShadowAtTransit(autumnAsr, Date.UTC(2025, 9, 15, 12, 0), autumn, 51.5, 1)).toBeGreaterThan(
      autumnAsr,
    );
  });

  it('leaves an Asr that does not exist (a polar day) as it is', () => {
    expect(
      asrWithNoonShadowAtTransit(Number.NaN, Date.UTC(2025, 5, 21, 11), { year: 2025, month: 6, day: 21 }, 78, 1),
    ).toBeNaN();
  });
});
