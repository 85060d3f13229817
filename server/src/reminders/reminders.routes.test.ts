import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import { translationFor, type ReminderOfTheDay } from '@core/content/reminder.types.js';
import { checkMatrix } from '../testing/permission-matrix.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { lazyCollection } from './hadith-collection.js';
import { hadithOfTheDay } from './reminders.service.js';
import { HADITH_OF_THE_DAY, QURAN_OF_THE_DAY, REMINDERS_TODAY } from '@core/http/contract/reminders.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';

const TODAY = '2026-05-15';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: `${TODAY}T23:30:00Z` });
});
afterAll(() => t.close());

describe('GET /api/rod', () => {
  it("carries the passage in each language the Quran data translates, and a page shows its own (issue: the Quran translation follows the page's language)", async () => {
    const rod = (await t.call(QURAN_OF_THE_DAY, {})).json as ReminderOfTheDay;
    const numbers = rod.ayaDetail.ayas.map((line) => line.ayaNumber);
    expect(Object.keys(rod.translationsIn ?? {}).sort()).toEqual(['bn', 'fr', 'id', 'tr', 'ur']);
    for (const [language, translation] of Object.entries(rod.translationsIn ?? {})) {
      expect(
        translation!.lines.map((line) => line.ayaNumber),
        language,
      ).toEqual(numbers);
      expect(
        translation!.lines.every((line) => line.lineString.trim() !== ''),
        language,
      ).toBe(true);
    }
    const french = translationFor(rod, 'fr');
    expect(french).toMatchObject({ language: 'fr', name: 'Muhammad Hamidullah' });
    expect(french.lines[0]!.lineString).not.toBe(rod.ayaDetail.translations[0]!.lineString);
    // Malay has no translation in the data, Arabic needs none: English stands in.
    expect(translationFor(rod, 'ms')).toMatchObject({ language: 'en', name: 'Saheeh International' });
    expect(translationFor(rod, 'ar').lines).toEqual(rod.ayaDetail.translations);
  });

  it('gives the Quran passage of the day in the spec shape, the same all day, another the next day', async () => {
    const res = await t.call(QURAN_OF_THE_DAY, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    const rod = res.json;
    expect(Object.keys(rod).sort()).toEqual(
      [
        'ayaDetail',
        'date',
        'reference',
        'suraDescription',
        'suraNameArabic',
        'suraNameEnglish',
        'suraNumber',
        'translationName',
        'translationsIn',
      ].sort(),
    );
    expect(rod.date).toBe(TODAY);
    expect(rod.translationName).toBe('Saheeh International');
    expect(rod.ayaDetail.ayas.length).toBeGreaterThan(0);
    expect(rod.ayaDetail.translations.map((l: { ayaNumber: number }) => l.ayaNumber)).toEqual(
      rod.ayaDetail.ayas.map((l: { ayaNumber: number }) => l.ayaNumber),
    );

    const named = await t.call(QURAN_OF_THE_DAY, { query: { date: TODAY } });
    expect(named.json).toEqual(rod);
    expect(named.headers.get('cache-control')).toBe('public, max-age=86400');

    const references = new Set<string>();
    for (let day = 0; day < 7; day++)
      references.add((await t.call(QURAN_OF_THE_DAY, { query: { date: addDays(TODAY, day) } })).json.reference);
    expect(references.size).toBe(7);
  });

  it('refuses a date that is not a real date', async () => {
    for (const date of ['2026-02-30', 'today', '1999-12-31', '']) {
      const res = await t.call(QURAN_OF_THE_DAY, { query: { date } });
      expect(res.status, date).toBe(400);
      expect(res.json.message).toMatch(/date like 2026-05-15/);
    }
  });
});

describe('GET /api/hod', () => {
  it('answers 404 with a clear message while no hadith collection is installed', async () => {
    const res = await t.call(HADITH_OF_THE_DAY, {});
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      successful: false,
      code: 'NOT_FOUND',
      message: 'No hadith of the day: no hadith collection is installed on this server.',
    });
  });

  it('picks one entry of a collection per day, loading the collection once', async () => {
    const load = vi.fn(async () =>
      Array.from({ length: 40 }, (_, i) => ({ text: `Entry ${i}`, reference: `Ref ${i}` })),
    );
    const collection = lazyCollection(load);
    const first = await hadithOfTheDay(collection, TODAY);
    expect(await hadithOfTheDay(collection, TODAY)).toEqual(first);
    expect(await hadithOfTheDay(collection, addDays(TODAY, 1))).not.toEqual(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('disk'))
      .mockResolvedValueOnce([{ text: 'Entry', reference: 'Ref' }]);
    const collection = lazyCollection(load);
    await expect(collection.load()).rejects.toThrow('disk');
    expect(await collection.load()).toEqual([{ text: 'Entry', reference: 'Ref' }]);
  });
});

describe('GET /api/companies/url/{companyUrl}/reminders/today', () => {
  it("gives the day's Quran passage and the masjid's enabled reminders, starting at the day's own", async () => {
    const masjid = await t.registerMasjid('Masjid Reminders', { url: 'reminders' });
    const reminders = Array.from({ length: 5 }, (_, i) => ({
      text: `Reminder ${i}`,
      reference: `Committee ${i}`,
      enabled: i !== 2,
    }));
    const saved = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 0, reminders } },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);

    expect((await t.call(REMINDERS_TODAY, { params: { companyUrl: 'reminders' } })).status).toBe(404);
    const asAdmin = await t.call(REMINDERS_TODAY, { params: { companyUrl: 'reminders' } }, { token: masjid.token });
    expect(asAdmin.status).toBe(200);

    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'true' } },
      { token: await t.superToken() },
    );
    const today = await t.call(REMINDERS_TODAY, { params: { companyUrl: 'reminders' } });
    expect(today.status).toBe(200);
    expect(today.json.date).toBe(TODAY);
    expect(today.json.quran).toEqual((await t.call(QURAN_OF_THE_DAY, {})).json);
    expect(today.json.hadith).toBeNull();
    const texts = today.json.custom.map((r: { text: string }) => r.text);
    expect([...texts].sort()).toEqual(['Reminder 0', 'Reminder 1', 'Reminder 3', 'Reminder 4']);
    expect(today.json.custom[0]).toHaveProperty('reference');
    // Rotated, not reordered: the saved order continues after the day's first reminder.
    const order = ['Reminder 0', 'Reminder 1', 'Reminder 3', 'Reminder 4'];
    const start = order.indexOf(texts[0]!);
    expect(texts).toEqual([...order.slice(start), ...order.slice(0, start)]);

    const tomorrow = await t.call(REMINDERS_TODAY, {
      params: { companyUrl: 'reminders' },
      query: { date: addDays(TODAY, 1) },
    });
    expect(tomorrow.json.custom[0]!.text).not.toBe(texts[0]);
    expect(tomorrow.json.quran.reference).not.toBe(today.json.quran.reference);
  });

  it('follows the visibility of the masjid content for every kind of caller', async () => {
    const own = await t.registerMasjid('Masjid Reminders Own', { url: 'remindersown' });
    const other = await t.registerMasjid('Masjid Reminders Other', { url: 'remindersother' });
    await checkMatrix(t, { ownAdmin: own.token, otherAdmin: other.token, superAdmin: await t.superToken() }, [
      {
        method: 'GET',
        path: '/api/companies/url/remindersown/reminders/today',
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 },
      },
      { method: 'GET', path: '/api/rod', expect: { anonymous: 200, otherAdmin: 200, ownAdmin: 200, superAdmin: 200 } },
      { method: 'GET', path: '/api/hod', expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 404, superAdmin: 404 } },
    ]);
  });
});
