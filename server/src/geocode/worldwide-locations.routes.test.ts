import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCountries } from '@core/masjid/countries.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { GEOCODE } from '@core/http/contract/geocode.js';

/** The geocode call's input: the location as typed, and the dialog's country hint when it gives one. */
const lookup = (location: string, country?: string) => ({ query: { location, country } });

/**
 * The cities with the largest Muslim populations, written the ways people write them (with and without a
 * comma, the country's short form, the city alone), with the place and zone they must give.
 */
const MUSLIM_CITIES: Array<[input: string, label: string, zone: string]> = [
  ['Jakarta Indonesia', 'Jakarta, Indonesia', 'Asia/Jakarta'],
  ['Karachi, Pakistan', 'Karachi, Pakistan', 'Asia/Karachi'],
  ['Dhaka', 'Dhaka, Bangladesh', 'Asia/Dhaka'],
  ['Cairo Egypt', 'Cairo, Egypt', 'Africa/Cairo'],
  ['Lahore, Pakistan', 'Lahore, Pakistan', 'Asia/Karachi'],
  ['Istanbul, Turkey', 'Istanbul, Türkiye', 'Europe/Istanbul'],
  ['Istanbul Türkiye', 'Istanbul, Türkiye', 'Europe/Istanbul'],
  ['Tehran, Iran', 'Tehran, Iran', 'Asia/Tehran'],
  ['Kano, Nigeria', 'Kano, Nigeria', 'Africa/Lagos'],
  ['Baghdad Iraq', 'Baghdad, Iraq', 'Asia/Baghdad'],
  ['Riyadh, KSA', 'Riyadh, Saudi Arabia', 'Asia/Riyadh'],
  ['Faisalabad', 'Faisalabad, Pakistan', 'Asia/Karachi'],
  ['Alexandria, Egypt', 'Alexandria, Egypt', 'Africa/Cairo'],
  ['Surabaya, Indonesia', 'Surabaya, Indonesia', 'Asia/Jakarta'],
  ['Bandung Indonesia', 'Bandung, Indonesia', 'Asia/Jakarta'],
  ['Mashhad, Iran', 'Mashhad, Iran', 'Asia/Tehran'],
  ['Ankara, Turkey', 'Ankara, Türkiye', 'Europe/Istanbul'],
  ['Chittagong, Bangladesh', 'Chittagong, Bangladesh', 'Asia/Dhaka'],
  ['Rawalpindi, Pakistan', 'Rawalpindi, Pakistan', 'Asia/Karachi'],
  ['Khartoum, Sudan', 'Khartoum, Sudan', 'Africa/Khartoum'],
  ['Jeddah, Saudi Arabia', 'Jeddah, Saudi Arabia', 'Asia/Riyadh'],
  ['Algiers, Algeria', 'Algiers, Algeria', 'Africa/Algiers'],
  ['Casablanca Morocco', 'Casablanca, Morocco', 'Africa/Casablanca'],
  ['Kabul, Afghanistan', 'Kabul, Afghanistan', 'Asia/Kabul'],
  ['Medan, Indonesia', 'Medan, Indonesia', 'Asia/Jakarta'],
  ['Isfahan, Iran', 'Isfahan, Iran', 'Asia/Tehran'],
  ['Ibadan, Nigeria', 'Ibadan, Nigeria', 'Africa/Lagos'],
  ['Izmir, Turkey', 'İzmir, Türkiye', 'Europe/Istanbul'],
  ['Tashkent, Uzbekistan', 'Tashkent, Uzbekistan', 'Asia/Tashkent'],
  ['Peshawar Pakistan', 'Peshawar, Pakistan', 'Asia/Karachi'],
  ['Multan, Pakistan', 'Multan, Pakistan', 'Asia/Karachi'],
  ['Hyderabad, Pakistan', 'Hyderabad, Pakistan', 'Asia/Karachi'],
  ['Hyderabad, India', 'Hyderabad, India', 'Asia/Kolkata'],
  ['Damascus, Syria', 'Damascus, Syria', 'Asia/Damascus'],
  ['Aleppo, Syria', 'Aleppo, Syria', 'Asia/Damascus'],
  ['Amman, Jordan', 'Amman, Jordan', 'Asia/Amman'],
  ['Baku, Azerbaijan', 'Baku, Azerbaijan', 'Asia/Baku'],
  ['Dubai, UAE', 'Dubai, United Arab Emirates', 'Asia/Dubai'],
  ['Kuala Lumpur Malaysia', 'Kuala Lumpur, Malaysia', 'Asia/Kuala_Lumpur'],
  ['Makkah', 'Mecca, Saudi Arabia', 'Asia/Riyadh'],
  ['Madinah, Saudi Arabia', 'Medina, Saudi Arabia', 'Asia/Riyadh'],
  ['Delhi, India', 'Delhi, India', 'Asia/Kolkata'],
  ['Mumbai, India', 'Mumbai, India', 'Asia/Kolkata'],
  ['Lucknow, India', 'Lucknow, India', 'Asia/Kolkata'],
  ['Mogadishu, Somalia', 'Mogadishu, Somalia', 'Africa/Mogadishu'],
  ['Dakar, Senegal', 'Dakar, Senegal', 'Africa/Dakar'],
  ['Tunis, Tunisia', 'Tunis, Tunisia', 'Africa/Tunis'],
  ['Makassar, Indonesia', 'Makassar, Indonesia', 'Asia/Makassar'],
  ['Semarang, Indonesia', 'Semarang, Indonesia', 'Asia/Jakarta'],
  ['Kuwait City, Kuwait', 'Kuwait City, Kuwait', 'Asia/Kuwait'],
  ['Doha Qatar', 'Doha, Qatar', 'Asia/Qatar'],
  ['Quetta, Pakistan', 'Quetta, Pakistan', 'Asia/Karachi'],
  ['Tabriz, Iran', 'Tabriz, Iran', 'Asia/Tehran'],
  ['Basra, Iraq', 'Basrah, Iraq', 'Asia/Baghdad'],
  // Outside the Muslim-majority world, where the issue saw refusals.
  ['London, United Kingdom', 'London, United Kingdom', 'Europe/London'],
  ['Paris, France', 'Paris, France', 'Europe/Paris'],
  ['Lyon, France', 'Lyon, France', 'Europe/Paris'],
  ['Moscow, Russia', 'Moscow, Russia', 'Europe/Moscow'],
  ['Belgrade, Serbia', 'Belgrade, Serbia', 'Europe/Belgrade'],
  ['Yangon, Myanmar', 'Yangon, Myanmar', 'Asia/Yangon'],
  ['Kinshasa, Congo', 'Kinshasa, Democratic Republic of the Congo', 'Africa/Kinshasa'],
  ['Birmingham UK', 'Birmingham, United Kingdom', 'Europe/London'],
  ['Leicester UK', 'Leicester, United Kingdom', 'Europe/London'],
  ['London, ON', 'London, Canada', 'America/Toronto'],
  ['Mississauga, ON', 'Mississauga, Canada', 'America/Toronto'],
  ['Toronto, Ontario, Canada', 'Toronto, Canada', 'America/Toronto'],
  ['B1 1AA', 'Birmingham, United Kingdom', 'Europe/London'],
  ['LE1 5FQ', 'Leicester, United Kingdom', 'Europe/London'],
  ['M5V 2T6', 'Toronto, Canada', 'America/Toronto'],
  ['Tbilisi Georgia', 'Tbilisi, Georgia', 'Asia/Tbilisi'],
  ['Atlanta Georgia', 'Atlanta, GA, US', 'America/New_York'],
];

describe('worldwide locations (issue: a volunteer anywhere)', () => {
  let t: TestContext;
  let token: string;
  /** A super admin acting for no masjid: the only caller whose `country` parameter is read. */
  let noMasjid: string;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-01-15T12:00:00Z' });
    token = (await t.registerMasjid('Masjid World', { url: 'world' })).token;
    noMasjid = await t.superToken();
  });
  afterAll(() => t.close());

  it('finds the cities with the most Muslims, written as people write them, with their time zone', async () => {
    const wrong: string[] = [];
    for (const [input, label, zone] of MUSLIM_CITIES) {
      const res = await t.call(GEOCODE, lookup(input), { token });
      const found = res.json.successful ? `${res.json.target!.label} ${res.json.target!.timezoneId}` : 'refused';
      if (found !== `${label} ${zone}`) wrong.push(`${input} -> ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it("finds every country's capital, with and without the comma", async () => {
    // Uninhabited or military capitals GeoNames lists no town for.
    const skipped = new Set(['IO', 'GS', 'AQ', 'BV', 'HM', 'UM', 'TF']);
    const wrong: string[] = [];
    for (const country of allCountries()) {
      if (!country.capital || skipped.has(country.code)) continue;
      for (const input of [`${country.capital}, ${country.name}`, `${country.capital} ${country.name}`]) {
        const res = await t.call(GEOCODE, lookup(input), { token });
        if (!res.json.successful) wrong.push(`${input} -> refused`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("always finds the masjid's own registered address, and its city alone in its country", async () => {
    const cases: Array<[string, string, string]> = [
      ['1 High St, Birmingham, West Midlands B1 1AA, GB', 'GB', 'Birmingham, United Kingdom'],
      ['Birmingham', 'GB', 'Birmingham, United Kingdom'],
      ['12 Rue de la République, Lyon, Auvergne-Rhône-Alpes 69002, FR', 'FR', 'Lyon, France'],
      ['4 Main St, London, ON N6A 1A1, CA', 'CA', 'London, Canada'],
      ['London', 'CA', 'London, Canada'],
      ['Jl. Sudirman 1, Jakarta, DKI Jakarta 10220, ID', 'ID', 'Jakarta, Indonesia'],
    ];
    for (const [input, country, label] of cases) {
      const res = await t.call(GEOCODE, lookup(input, country), { token: noMasjid });
      expect(res.json.successful, input).toBe(true);
      expect(res.json.target!.label, input).toBe(label);
    }
  });

  it("shows examples from the masjid's country when nothing is found", async () => {
    const uk = await t.call(GEOCODE, lookup('xyzzy plugh', 'GB'), { token: noMasjid });
    expect(uk.json.successful).toBe(false);
    expect(uk.json.message).toContain("'Birmingham, UK'");
    expect(uk.json.message).not.toContain('zip-code');
    const france = await t.call(GEOCODE, lookup('xyzzy plugh', 'FR'), { token: noMasjid });
    expect(france.json.message).toContain("'Paris, France'");
    const us = await t.call(GEOCODE, lookup('xyzzy plugh', 'US'), { token: noMasjid });
    // The signed-in admin's masjid (in the US here) wins over the parameter.
    const own = await t.call(GEOCODE, lookup('xyzzy plugh', 'GB'), { token });
    expect(own.json.message).toBe('Invalid Location. Enter zip-code or city and state or full address');
    expect(us.json.message).toBe('Invalid Location. Enter zip-code or city and state or full address');
  });
});
