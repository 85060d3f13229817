import { describe, expect, it } from 'vitest';
import type { Place, WeatherReading } from './open-meteo.js';
import { roundedPlace } from './open-meteo.js';
import { createWeatherCache } from './weather-cache.js';

const reading: WeatherReading = { celsius: 10, code: 0, isDay: true, observedAt: '2026-11-28T09:00:00.000Z' };

describe('the weather cache', () => {
  it('keeps a bounded number of places, dropping the least recently read', async () => {
    const asked: Place[] = [];
    const cache = createWeatherCache({
      ask: async (place) => (asked.push(place), reading),
      now: () => 0,
      maxPlaces: 2,
    });
    await cache.read(roundedPlace(1, 1));
    await cache.read(roundedPlace(2, 2));
    await cache.read(roundedPlace(1, 1));
    await cache.read(roundedPlace(3, 3));
    expect(cache.size()).toBe(2);
    await cache.read(roundedPlace(1, 1));
    expect(asked.length).toBe(3);
    await cache.read(roundedPlace(2, 2));
    expect(asked.length).toBe(4);
  });

  it('rounds to one decimal and never to -0', () => {
    expect(roundedPlace(39.7817, -89.6501)).toEqual({ latitude: 39.8, longitude: -89.7 });
    expect(Object.is(roundedPlace(-0.01, 0.04).latitude, -0)).toBe(false);
  });
});
