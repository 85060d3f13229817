import { describe, expect, it } from 'vitest';
import type { V1Day } from '@core/public-api/v1-answers.js';
import {
  byDistance,
  comingFriday,
  distanceKm,
  hasJumuahIn,
  jumuahLanguages,
  roundedDistance,
  usesMiles,
  type ListedMasjid,
} from './nearest.js';
import { findPlace, type PlaceRow } from './places.js';

const masjid = (name: string, latitude: number | null, longitude: number | null): ListedMasjid => ({
  name,
  url: name.toLowerCase(),
  country: 'US',
  timeZone: 'America/Chicago',
  latitude,
  longitude,
});

const CHICAGO = { latitude: 41.88, longitude: -87.63 };

describe('distances on the device', () => {
  it('gives the great-circle distance: Chicago to New York about 1,145 km, a place to itself 0', () => {
    expect(distanceKm(CHICAGO, { latitude: 40.71, longitude: -74.01 })).toBeGreaterThan(1_140);
    expect(distanceKm(CHICAGO, { latitude: 40.71, longitude: -74.01 })).toBeLessThan(1_150);
    expect(distanceKm(CHICAGO, CHICAGO)).toBe(0);
    // One hundredth of a degree of latitude, the list's rounding, is about 1.1 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0.01, longitude: 0 })).toBeCloseTo(1.11, 2);
  });

  it('sorts nearest first by real distance, not by degrees, and leaves out a masjid without coordinates', () => {
    // At 60° north a degree of longitude is half a degree of latitude: east (1° lon) is nearer than north (0.8° lat).
    const from = { latitude: 60, longitude: 10 };
    const sorted = byDistance(
      [masjid('North', 60.8, 10), masjid('Nowhere', null, null), masjid('East', 60, 11), masjid('Here', 60, 10)],
      from,
    );
    expect(sorted.map((near) => near.masjid.name)).toEqual(['Here', 'East', 'North']);
    expect(sorted[1]!.km).toBeCloseTo(55.6, 0);
  });

  it('writes miles where road signs do, and rounds to one decimal under 10', () => {
    expect(usesMiles('US')).toBe(true);
    expect(usesMiles('gb')).toBe(true);
    expect(usesMiles('FR')).toBe(false);
    expect(usesMiles(null)).toBe(false);
    expect(roundedDistance(3.24, false)).toBe(3.2);
    expect(roundedDistance(16.09344, true)).toBe(10);
    expect(roundedDistance(123.6, false)).toBe(124);
  });
});

const moment = (time: string) => ({ at: `2026-12-04T${time}:00-06:00`, time });
function day(date: string, languages: string[] | null): V1Day {
  const prayer = { azan: moment('12:00'), iqama: moment('12:15') };
  return {
    date,
    hijri: { year: 1448, month: 6, day: 14, monthName: 'Jumada al-Akhirah' },
    sunrise: moment('07:00'),
    prayers: { fajr: prayer, dhuhr: prayer, asr: prayer, maghrib: prayer, isha: prayer },
    ramadan: false,
    ramadanDay: null,
    eid: null,
    eidPrayers: [],
    jumuah:
      languages === null
        ? null
        : {
            sessions: languages.map((language, index) => ({
              session: index + 1,
              khutbah: moment('12:30'),
              salah: moment('13:00'),
              salahGiven: true,
              language,
              khateeb: null,
            })),
            khateeb: null,
            note: '',
          },
  };
}

describe("the Jumu'ah language filter", () => {
  const friday = day('2026-12-04', ['English', ' arabic ']);
  it('takes the first Friday among the days', () => {
    expect(comingFriday([day('2026-12-02', null), day('2026-12-03', null), friday])?.date).toBe('2026-12-04');
    expect(comingFriday([day('2026-12-02', null)])).toBeNull();
  });

  it('offers each language once whatever its case, and matches it without case or spaces', () => {
    const other = day('2026-12-04', ['Arabic', 'Urdu', '']);
    expect(jumuahLanguages([friday, other, null, undefined])).toEqual(['arabic', 'English', 'Urdu']);
    expect(hasJumuahIn(friday, 'Arabic')).toBe(true);
    expect(hasJumuahIn(friday, 'Urdu')).toBe(false);
    expect(hasJumuahIn(null, 'Urdu')).toBe(false);
    expect(hasJumuahIn(null, '')).toBe(true);
  });
});

describe('a typed place, found on the device', () => {
  const rows: PlaceRow[] = [
    ['Springfield', 'US', 'MO', 37.22, -93.3],
    ['Springfield', 'US', 'IL', 39.8, -89.64],
    ['London', 'GB', '', 51.51, -0.13],
    ['London', 'CA', '', 42.98, -81.23],
    ['Saint-Étienne', 'FR', '', 45.43, 4.39],
  ];
  const countries = new Map([
    ['canada', 'CA'],
    ['united kingdom', 'GB'],
  ]);

  it('takes the most populous town of the name, or the one a state, code or country name narrows to', () => {
    expect(findPlace('springfield', rows, countries)?.region).toBe('MO');
    expect(findPlace('Springfield, IL', rows, countries)?.latitude).toBe(39.8);
    expect(findPlace('London', rows, countries)?.country).toBe('GB');
    expect(findPlace('London, Canada', rows, countries)?.country).toBe('CA');
    expect(findPlace('london, ca', rows, countries)?.country).toBe('CA');
    expect(findPlace('saint etienne', rows, countries)?.name).toBe('Saint-Étienne');
  });

  it('reads typed coordinates, and finds nothing for an unknown name or a wrong qualifier', () => {
    expect(findPlace('41.88, -87.63', rows, countries)).toMatchObject({ latitude: 41.88, longitude: -87.63 });
    expect(findPlace('91, 10', rows, countries)).toBeNull();
    expect(findPlace('Atlantis', rows, countries)).toBeNull();
    expect(findPlace('London, France', rows, countries)).toBeNull();
    expect(findPlace(' , ', rows, countries)).toBeNull();
  });
});
