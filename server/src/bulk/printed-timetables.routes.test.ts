/**
 * Uploads as masjids print their timetables (docs/csv.md "Reading a printed timetable"): a UK board on a
 * 12-hour clock without am/pm, the headers of the eight languages, a header over two lines, no iqama
 * columns. Each is read against the masjid's own computed times and checked like a save.
 */
import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manchesterMasjid } from '../testing/manchester-masjid.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { BOARD_COLUMNS, boardRow, twelveHour } from '@core/testing/uk-board.js';
import { PRAYER_CONFIG, SAVE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { VALIDATE_IMPORT } from '@core/http/contract/bulk.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
type Day = Record<string, string>;
let saved: { prayers: Day[]; id: string };

const COLUMNS = BOARD_COLUMNS;

/** The 365 days of 2026 (the 29 February slot is not a day of 2026). */
const days = () => saved.prayers.filter((day) => !day.date!.endsWith('-02-29'));

/**
 * A file of the saved table: `header` names the columns, `cells` writes a day's row (the date first).
 * Dates D/M/YYYY with a weekday, times on a 12-hour clock without am/pm, as UK boards print them.
 */
function board(header: string, columns: readonly (typeof COLUMNS)[number][], extraHeader?: string) {
  const rows = days().map((day) => {
    return boardRow(
      day.date!,
      columns.map((column) => twelveHour(day[column]!)),
    );
  });
  return [header, ...(extraHeader ? [extraHeader] : []), ...rows].join('\r\n');
}

function upload(text: string, fields: Record<string, string> = {}, name = 'timetable.csv') {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'text/csv' }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
const send = (text: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.call(VALIDATE_IMPORT, { body: upload(text, fields) }, { token: own.token, headers });

/** The days of an upload that must equal the saved table: all of them, or only some columns. */
function expectSameTimes(answer: readonly DayPrayer[] | undefined, columns: readonly string[] = COLUMNS) {
  const byDate = new Map(days().map((day) => [day.date, day]));
  // Read by column name, as the board's columns are listed; no answer fails here.
  const target = answer as unknown as Day[];
  for (const day of target.filter((entry) => byDate.has(entry.date!)))
    for (const column of columns) expect(day[column], `${day.date} ${column}`).toBe(byDate.get(day.date)![column]);
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  const masjid = await manchesterMasjid(t);
  own = masjid.own;
  // Read by column name below, as a board lists its columns.
  saved = masjid.created as unknown as typeof saved;
});
afterAll(() => t.close());

const ISSUE_HEADER =
  'Date,Day,Fajr,Fajr Jamaat,Sunrise,Zuhr,Zuhr Jamaat,Asr,Asr Jamaat,Maghrib,Maghrib Jamaat,Isha,Isha Jamaat';

describe('a UK board on a 12-hour clock without am/pm (issue 25)', () => {
  it("is read in each prayer's half of the day, says so, and then saves", async () => {
    const res = await send(board(ISSUE_HEADER, COLUMNS));
    expect(res.status, res.text).toBe(200);
    expectSameTimes(res.json.target);
    const asr = days()[0]!.asr!;
    expect(res.json.notes).toContain(
      `The file’s times have no am/pm: each was read in its prayer’s half of the day (Asr ${twelveHour(asr)} as ${asr}).`,
    );
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const stored = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { ...config, prayers: res.json.target! } },
      { token: own.token },
    );
    expect(stored.status, stored.text).toBe(200);
    expect(stored.json.target!.overrides).toEqual({});
  });

  it('refuses a day out of order with its line, day and column, even when far times are confirmed', async () => {
    const text = board(ISSUE_HEADER, COLUMNS).split('\r\n');
    // 15 January: Asr written '11:05', before Zuhr.
    text[15] = text[15]!.replace(/^((?:[^,]*,){7})[^,]*/, '$111:05');
    for (const fields of [{}, { confirmFarTimes: 'true' }] as Record<string, string>[]) {
      const res = await send(text.join('\r\n'), fields);
      expect(res.status, res.text).toBe(400);
      expect(res.json.code).toBe('VALIDATION');
      expect(res.json.fieldErrors!['line16.asr']).toBe(
        `Line 16, Jan 15, Asr: must be after Dhuhr ${days()[14]!.dhuhr}`,
      );
    }
    const urdu = await send(text.join('\r\n'), {}, { 'accept-language': 'ur' });
    expect(urdu.json.fieldErrors!['line16.asr']).toMatch(/^سطر 16، .+، Asr: .+ کے بعد ہونا چاہیے$/);
  });

  it('refuses times far from the computed ones until confirmed, then reads them', async () => {
    const text = board(ISSUE_HEADER, COLUMNS).split('\r\n');
    // A fixed winter Isha of 8:00 pm in the first week of January (computed about 6 pm).
    for (let line = 1; line <= 7; line += 1) text[line] = text[line]!.replace(/,[^,]+,[^,]+$/, ',8:00,8:15');
    const refused = await send(text.join('\r\n'));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.code).toBe('NEEDS_CONFIRMATION');
    expect(Object.keys(refused.json.fieldErrors!)).toHaveLength(7);
    expect(refused.json.fieldErrors!['line2.isha']).toMatch(
      /^Line 2, Jan 1, Isha: is \d+ minutes from the computed time \d\d:\d\d \(more than 90\); confirm it/,
    );
    const confirmed = await send(text.join('\r\n'), { confirmFarTimes: 'true' });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.target![0]).toMatchObject({ isha: '20:00', ishaIqama: '20:15' });
  });
});

describe('printed layouts', () => {
  const AZANS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

  it('"Fajr Begins, Jamaat, ..." with no Maghrib iqama: the iqama is filled by the rules and the summary says so', async () => {
    const header =
      'Date,Day,Fajr Begins,Jamaat,Sunrise,Zuhr Begins,Jamaat,Asr Begins,Jamaat,Maghrib,Isha Begins,Jamaat';
    const columns = [
      'fajr',
      'fajrIqama',
      'sunrise',
      'dhuhr',
      'dhuhrIqama',
      'asr',
      'asrIqama',
      'maghrib',
      'isha',
      'ishaIqama',
    ] as const;
    const res = await send(board(header, columns));
    expect(res.status, res.text).toBe(200);
    // The masjid's rule (Maghrib + 5 minutes, daily) gives back the saved Maghrib iqama.
    expectSameTimes(res.json.target);
    expect(res.json.filled).toEqual(['maghribIqama']);
    expect(res.json.columns).toContainEqual({ column: 'fajrIqama', header: 'Jamaat (Fajr Iqama)' });
    expect(res.json.columns).toContainEqual({ column: 'maghribIqama', header: null });
    expect(res.json.notes).toContain('Not in the file, filled in by the masjid’s iqama rules: Maghrib Iqama.');
    const french = await send(board(header, columns), {}, { 'accept-language': 'fr' });
    expect(french.json.notes).toContain(
      'Absentes du fichier, remplies par les règles d’iqama de la mosquée : Iqama Maghrib.',
    );
  });

  it("Start / Jama'ah / Iqamah / Jamat, and a header over two lines", async () => {
    const words =
      "Date,Day,Fajr Start,Fajr Jama'ah,Sunrise,Zuhr Start,Zuhr Iqamah,Asr Start,Asr Jamat,Maghrib,Maghrib Iqamah,Isha Start,Isha Jama'ah";
    const one = await send(board(words, COLUMNS));
    expect(one.status, one.text).toBe(200);
    expectSameTimes(one.json.target);
    const twoLines = await send(
      board(
        'Date,Day,Fajr,,Sunrise,Zuhr,,Asr,,Maghrib,,Isha,',
        COLUMNS,
        ',,Begins,Jamaat,,Begins,Jamaat,Begins,Jamaat,Begins,Jamaat,Begins,Jamaat',
      ),
    );
    expect(twoLines.status, twoLines.text).toBe(200);
    expectSameTimes(twoLines.json.target);
  });

  it.each([
    ['tr', 'Tarih,Gün,İmsak,Güneş,Öğle,İkindi,Akşam,Yatsı'],
    ['id', 'Tanggal,Hari,Subuh,Terbit,Dzuhur,Ashar,Maghrib,Isya'],
    ['ms', 'Tarikh,Hari,Subuh,Syuruk,Zohor,Asar,Maghrib,Isyak'],
    ['ar', 'التاريخ,اليوم,الفجر,الشروق,الظهر,العصر,المغرب,العشاء'],
    ['ur', 'تاریخ,دن,فجر,طلوع آفتاب,ظہر,عصر,مغرب,عشاء'],
    ['bn', 'তারিখ,বার,ফজর,সূর্যোদয়,যোহর,আসর,মাগরিব,এশা'],
    ['fr', 'Date,Jour,Fajr,Chourouk,Dhohr,Asr,Maghreb,Icha'],
    ['en', 'Date,Day,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha'],
  ])('%s headers without iqama columns: azans read, every iqama filled by the rules', async (_language, header) => {
    const res = await send(board(header, AZANS));
    expect(res.status, res.text).toBe(200);
    expectSameTimes(res.json.target);
    expect(res.json.filled).toEqual(['fajrIqama', 'dhuhrIqama', 'asrIqama', 'maghribIqama', 'ishaIqama']);
  });

  it('names its own words in a refusal: the column as the file writes it', async () => {
    const header = 'Tarih,Gün,İmsak,Güneş,Öğle,İkindi,Akşam,Yatsı';
    const text = board(header, AZANS).split('\r\n');
    text[3] = text[3]!.replace(/,[^,]+$/, ',yedi');
    const res = await send(text.join('\r\n'), {}, { 'accept-language': 'tr' });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors!['line4.isha']).toBe(
      "Satır 4, 3 Oca, Yatsı: 05:40 gibi bir saat olmalı (24 saat), 'yedi' değil",
    );
  });
});
