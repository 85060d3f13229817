import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { EXPORT_PRAYERS, VALIDATE_IMPORT } from '@core/http/contract/bulk.js';
import { CREATE_PRAYER_CONFIG, PRAYER_CONFIG, SAVE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;
let superToken: string;

function upload(text: string | Uint8Array<ArrayBuffer>, name = 'prayers.csv', type = 'text/csv', companyId?: string) {
  const form = new FormData();
  form.append('file', new File([text], name, { type }));
  if (companyId) form.append('companyId', companyId);
  return form;
}

async function exported(token: string, companyId: string) {
  return t.call(EXPORT_PRAYERS, { params: { companyId } }, { token });
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  own = await t.registerMasjid('Masjid Noor', { url: 'noor', active: true });
  other = await t.registerMasjid('Masjid Huda', { url: 'huda', active: true });
  superToken = await t.superToken();
  for (const masjid of [own, other]) {
    await t.call(
      CREATE_PRAYER_CONFIG,
      {
        query: { generateIqamah: 'true' },
        body: {
          companyId: masjid.companyId,
          location: 'Chicago, IL',
          calculationMethod: 2,
          asrJuristicMethod: 1,
          geoCode: { latitude: 41.8781, longitude: -87.6298, timezoneId: 'America/Chicago' },
        },
      },
      { token: masjid.token },
    );
  }
});
afterAll(() => t.close());

describe('export', () => {
  it('is a CSV of the days of the year (365 in 2026: no 29 February, which does not exist), named after the masjid and year', async () => {
    const res = await exported(own.token, own.companyId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prayer-times-noor-2026.csv"');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(366);
    expect(lines[0]).toBe(
      'Date,Fajr,Fajr Iqama,Sunrise,Dhuhr,Dhuhr Iqama,Asr,Asr Iqama,Maghrib,Maghrib Iqama,Isha,Isha Iqama',
    );
    expect(lines[1]).toMatch(/^2026-01-01(,\d{2}:\d{2}){11}$/);
    expect(lines[59]).toMatch(/^2026-02-28,/);
    expect(lines[60]).toMatch(/^2026-03-01,/);
    expect(res.text).not.toContain('2026-02-29');
  });

  it("is for the masjid's own admins and super admins", async () => {
    expect((await t.call(EXPORT_PRAYERS, { params: { companyId: own.companyId } })).status).toBe(401);
    expect((await exported(other.token, own.companyId)).status).toBe(403);
    expect((await exported(superToken, own.companyId)).status).toBe(200);
    const fresh = await t.registerMasjid('Masjid Later', { url: 'later' });
    expect((await exported(fresh.token, fresh.companyId)).status).toBe(404);
  });
});

describe('import', () => {
  it('gives back the exported table unchanged (round trip), and stores nothing', async () => {
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const csv = (await exported(own.token, own.companyId)).text;
    const res = await t.call(
      VALIDATE_IMPORT,
      { body: upload(csv, 'prayer-times-noor-2026.csv') },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.successful).toBe(true);
    expect(res.json.message).toBe('Read 365 days from prayer-times-noor-2026.csv.');
    expect(res.json.target).toEqual(config!.prayers);
    const after = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    expect(after).toEqual(config);
  });

  it('writes no cell a spreadsheet would run as a formula, and reads back cells a spreadsheet kept as text', async () => {
    const csv = (await exported(own.token, own.companyId)).text;
    const cells = csv
      .trimEnd()
      .split('\r\n')
      .flatMap((line) => line.split(','));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    // A hostile cell, escaped as the export would write it, is read as the text it is (and refused as a time).
    const lines = csv.trimEnd().split('\r\n');
    lines[5] = lines[5]!.replace(/,[^,]+$/, ",'=1+1");
    const res = await t.call(
      VALIDATE_IMPORT,
      { body: upload(lines.join('\r\n'), 'hostile.csv') },
      { token: own.token },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.fieldErrors)).toContain('Line 6, Jan 5, Isha Iqama');
  });

  it('reads a hand-made file: other column order and names, M/D dates, times without leading zeros', async () => {
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const header =
      'Day,Fajr Azan,Fajr Iqamah,Shurooq,Zuhr,Zuhr Iqamah,Asr,Asr Iqamah,Maghrib,Maghrib Iqamah,Isha,Isha Iqamah';
    const strip = (time: string) => time.replace(/^0/, '');
    const rows = config.prayers!.map((day) =>
      [
        `${Number(day.date.slice(5, 7))}/${Number(day.date.slice(8, 10))}`,
        ...(
          [
            'fajr',
            'fajrIqama',
            'sunrise',
            'dhuhr',
            'dhuhrIqama',
            'asr',
            'asrIqama',
            'maghrib',
            'maghribIqama',
            'isha',
            'ishaIqama',
          ] as const
        ).map((column) => strip(day[column])),
      ].join(','),
    );
    const res = await t.call(
      VALIDATE_IMPORT,
      { body: upload(`\ufeff${header}\n${rows.reverse().join('\n')}\n`) },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toEqual(config!.prayers);
  });

  it('names the line and column of every bad cell', async () => {
    const lines = (await exported(own.token, own.companyId)).text.trimEnd().split('\r\n');
    const cells = lines[46]!.split(',');
    cells[2] = '00:01';
    lines[46] = cells.join(',');
    lines[47] = lines[47]!.replace(/^(\S+?),\d{2}:\d{2}/, '$1,25:99');
    const res = await t.call(VALIDATE_IMPORT, { body: upload(lines.join('\n')) }, { token: own.token });
    expect(res.status).toBe(400);
    expect(res.json.successful).toBe(false);
    expect(res.json.message).toBe('prayers.csv has 2 problems.');
    expect(res.json.fieldErrors).toEqual({
      'line47.fajrIqama': `Line 47, Feb 15, Fajr Iqama: must not be before Fajr azan ${cells[1]}`,
      'line48.fajr': "Line 48, Feb 16, Fajr: must be a time like 05:40 (24-hour), not '25:99'",
    });
  });

  it('refuses missing and duplicate days with a clear message', async () => {
    const lines = (await exported(own.token, own.companyId)).text.trimEnd().split('\r\n');
    const missing = await t.call(
      VALIDATE_IMPORT,
      { body: upload([...lines.slice(0, 60), ...lines.slice(62)].join('\n')) },
      { token: own.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('The file must have all 365 days of 2026; missing 2: Mar 1, Mar 2.');
    const duplicate = await t.call(
      VALIDATE_IMPORT,
      { body: upload([...lines, lines[5]!].join('\n')) },
      { token: own.token },
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.fieldErrors!['line367.date']).toBe('Line 367, Date: Jan 5 is already on line 6');
    const noHeader = await t.call(VALIDATE_IMPORT, { body: upload(lines.slice(1).join('\n')) }, { token: own.token });
    expect(noHeader.status).toBe(400);
    expect(noHeader.json.message).toMatch(/^The first line must name the columns; missing: Date, Fajr, Sunrise, Dhuhr/);
    const empty = await t.call(VALIDATE_IMPORT, { body: upload('\n\n') }, { token: own.token });
    expect(empty.json.message).toBe('The file is empty.');
  });

  it('refuses files that are not CSV text, and files over 1 MB', async () => {
    const csv = (await exported(own.token, own.companyId)).text;
    const pdf = await t.call(
      VALIDATE_IMPORT,
      { body: upload(csv, 'prayers.pdf', 'application/pdf') },
      { token: own.token },
    );
    expect(pdf.status).toBe(415);
    const binary = await t.call(
      VALIDATE_IMPORT,
      { body: upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe, 0x00]), 'prayers.csv') },
      { token: own.token },
    );
    expect(binary.status).toBe(415);
    expect(binary.json.message).toMatch(/CSV text file/);
    const broken = await t.call(
      VALIDATE_IMPORT,
      { body: upload('Date,Fajr\n"2026-01-01,05:00\n') },
      { token: own.token },
    );
    expect(broken.status).toBe(400);
    expect(broken.json.message).toMatch(/^The file is not valid CSV/);
    const huge = await t.call(
      VALIDATE_IMPORT,
      { body: upload(`${csv}${'#'.repeat(1_200_000)}`) },
      { token: own.token },
    );
    expect(huge.status).toBe(413);
    expect(huge.json.message).toMatch(/larger than 1 MB/);
    const noFile = new FormData();
    noFile.append('other', 'x');
    expect((await t.call(VALIDATE_IMPORT, { body: noFile }, { token: own.token })).status).toBe(400);
    const json = await t.raw('a JSON body where the route takes a file upload', 'POST', '/bulk/prayer/validateImport', {
      token: own.token,
      body: { file: csv },
    });
    expect(json.status).toBe(415);
  });

  it("checks a file for the user's own masjid only (anonymous 401, another masjid 403)", async () => {
    const csv = (await exported(own.token, own.companyId)).text;
    expect((await t.call(VALIDATE_IMPORT, { body: upload(csv) })).status).toBe(401);
    expect(
      (await t.call(VALIDATE_IMPORT, { body: upload(csv, 'x.csv', 'text/csv', own.companyId) }, { token: other.token }))
        .status,
    ).toBe(403);
    expect((await t.call(VALIDATE_IMPORT, { body: upload(csv) }, { token: other.token })).status).toBe(200);
    expect(
      (await t.call(VALIDATE_IMPORT, { body: upload(csv, 'x.csv', 'text/csv', own.companyId) }, { token: superToken }))
        .status,
    ).toBe(200);
  });

  it('imported then saved, the edited cells become manual cells', async () => {
    const lines = (await exported(own.token, own.companyId)).text.trimEnd().split('\r\n');
    const cells = lines[11]!.split(',');
    cells[5] = '12:45';
    lines[11] = cells.join(',');
    const imported = await t.call(VALIDATE_IMPORT, { body: upload(lines.join('\n')) }, { token: own.token });
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const saved = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { ...config, prayers: imported.json.target! } },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.overrides).toEqual({ '01-11': { dhuhrIqama: '12:45' } });
  });
});

describe('import of files as spreadsheets save them', () => {
  async function original() {
    const csv = (await exported(own.token, own.companyId)).text;
    const res = await t.call(VALIDATE_IMPORT, { body: upload(csv) }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    return { csv, prayers: res.json.target! };
  }
  const send = (body: string | Uint8Array<ArrayBuffer>, name = 'prayers.csv') =>
    t.call(VALIDATE_IMPORT, { body: upload(body, name) }, { token: own.token });

  it('reads semicolon- and tab-separated files, UTF-16 and Windows-1252 text, and times with seconds, as the same table', async () => {
    const { csv, prayers } = await original();
    const semicolons = csv.replaceAll(',', ';');
    const tabs = csv.replaceAll(',', '\t');
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(csv, 'utf16le'))]);
    // An extra notes column with 'Café' in Windows-1252 (0xE9): not UTF-8, still text.
    const latin1 = new Uint8Array(
      Buffer.from(
        csv
          .split('\r\n')
          .map((line, index) => (line ? `${line},${index === 0 ? 'Notes' : 'Caf\u00e9'}` : line))
          .join('\r\n'),
        'latin1',
      ),
    );
    const seconds = csv.replace(/(\d{2}:\d{2})(?=[,\r])/g, '$1:00');
    for (const [label, body] of [
      ['semicolons', semicolons],
      ['tabs', tabs],
      ['UTF-16', utf16],
      ['Windows-1252', latin1],
      ['seconds', seconds],
    ] as const) {
      const res = await send(body);
      expect(res.status, `${label}: ${res.text}`).toBe(200);
      expect(res.json.target, label).toEqual(prayers);
    }
  });

  it('reads day-first dates when the file shows they are day first, and month-first ones otherwise', async () => {
    const { csv, prayers } = await original();
    const dayFirst = csv.replace(/^(\d{4})-(\d{2})-(\d{2})/gm, (_match, year, month, day) => `${day}/${month}/${year}`);
    const res = await send(dayFirst);
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toEqual(prayers);
    const monthFirst = csv.replace(
      /^(\d{4})-(\d{2})-(\d{2})/gm,
      (_match, year, month, day) => `${month}/${day}/${year}`,
    );
    expect((await send(monthFirst)).json.target).toEqual(prayers);
  });

  it("reads a non-leap year's 365-day file as it is (the 29 February slot keeps 1 March's times), and still refuses a missing day", async () => {
    const { csv, prayers } = await original();
    const without = csv
      .split('\r\n')
      .filter((line) => !/^\d{4}-02-29,/.test(line))
      .join('\r\n');
    const res = await send(without);
    expect(res.status, res.text).toBe(200);
    expect(res.json.notes).toEqual([]);
    const march1 = prayers.find((day: { date: string }) => day.date.endsWith('-03-01'));
    const february29 = res.json.target!.find((day: { date: string }) => day.date.endsWith('-02-29'));
    expect({ ...february29, date: undefined }).toEqual({ ...march1, date: undefined });
    // Any other missing day is still refused.
    const short = without
      .split('\r\n')
      .filter((line) => !/^\d{4}-03-01,/.test(line))
      .join('\r\n');
    const refused = await send(short);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('The file must have all 365 days of 2026; missing 1: Mar 1.');
  });

  it('still refuses a binary file named .csv', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    const res = await send(png);
    expect(res.status).toBe(415);
  });
});

/** docs/languages.md "Server messages": the upload's problems and notes in the requester's language. */
describe("import, in the requester's language", () => {
  const fr = { 'accept-language': 'fr' };
  const ar = { 'accept-language': 'ar' };
  const send = (body: string, headers: Record<string, string> = {}) =>
    t.call(VALIDATE_IMPORT, { body: upload(body) }, { token: own.token, headers });
  const exportedLines = async () => (await exported(own.token, own.companyId)).text.trimEnd().split('\r\n');

  it('names every bad cell in French, the file’s column names and quoted cells as written', async () => {
    const lines = await exportedLines();
    const cells = lines[46]!.split(',');
    cells[2] = '00:01';
    lines[46] = cells.join(',');
    lines[47] = lines[47]!.replace(/^(\S+?),\d{2}:\d{2}/, '$1,25:99');
    const times = await send(lines.join('\n'), fr);
    expect(times.status).toBe(400);
    expect(times.json.message).toBe('prayers.csv comporte 2 problèmes.');
    expect(times.json.fieldErrors).toEqual({
      'line47.fajrIqama': `Ligne 47, 15 févr., Fajr Iqama : ne doit pas précéder l’adhan de Fajr (${cells[1]})`,
      'line48.fajr': "Ligne 48, 16 févr., Fajr : doit être une heure comme 05:40 (sur 24 heures), pas '25:99'",
    });
    const english = await send(lines.join('\n'));
    expect(english.json.fieldErrors).toEqual({
      'line47.fajrIqama': `Line 47, Feb 15, Fajr Iqama: must not be before Fajr azan ${cells[1]}`,
      'line48.fajr': "Line 48, Feb 16, Fajr: must be a time like 05:40 (24-hour), not '25:99'",
    });
    lines[4] = lines[4]!.replace(/^[^,]+/, 'someday');
    const date = await send(lines.join('\n'), fr);
    expect(date.json.fieldErrors!['line5.date']).toBe(
      "Ligne 5, Date : 'someday' n’est pas une date (utilisez AAAA-MM-JJ)",
    );
    expect((await send(lines.join('\n'))).json.fieldErrors!['line5.date']).toBe(
      "Line 5, Date: 'someday' is not a date (use YYYY-MM-DD)",
    );
  });

  it('refuses missing, duplicate and unnamed columns and days in Arabic and French, with the days in the language', async () => {
    const lines = await exportedLines();
    const missing = await send([...lines.slice(0, 60), ...lines.slice(62)].join('\n'), ar);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('يجب أن يحتوي الملف على أيام 2026 الـ365 كلها؛ الناقص 2: 1 مارس، 2 مارس.');
    expect(missing.json.fieldErrors!.file).toBe(missing.json.message);
    const many = await send([...lines.slice(0, 60), ...lines.slice(72)].join('\n'), fr);
    expect(many.json.message).toBe(
      'Le fichier doit contenir les 365 jours de 2026 ; il en manque 12 : 1 mars, 2 mars, 3 mars, 4 mars, 5 mars, ' +
        '6 mars, 7 mars, 8 mars, 9 mars, 10 mars, ....',
    );
    const manyEnglish = await send([...lines.slice(0, 60), ...lines.slice(72)].join('\n'));
    expect(manyEnglish.json.message).toBe(
      'The file must have all 365 days of 2026; missing 12: Mar 1, Mar 2, Mar 3, Mar 4, Mar 5, Mar 6, Mar 7, Mar 8, ' +
        'Mar 9, Mar 10, ....',
    );
    const duplicate = await send([...lines, lines[5]!].join('\n'), fr);
    expect(duplicate.json.fieldErrors!['line367.date']).toBe('Ligne 367, Date : 5 janv. figure déjà à la ligne 6');
    const noHeader = await send(lines.slice(1).join('\n'), fr);
    expect(noHeader.json.message).toMatch(
      /^La première ligne doit nommer les colonnes ; il manque : Date, Fajr, Sunrise.*\. Attendu : Date,Fajr,Fajr Iqama,/,
    );
    expect((await send('\n\n', ar)).json.message).toBe('الملف فارغ.');
    expect((await send('\n\n', fr)).json.message).toBe('Le fichier est vide.');
  });

  it("quotes the CSV parser's own words inside a French sentence", async () => {
    const broken = 'Date,Fajr\n"2026-01-01,05:00\n';
    const english = await send(broken);
    const french = await send(broken, fr);
    expect(french.status).toBe(400);
    const quoted = english.json.fieldErrors!.file!;
    expect(english.json.message).toMatch(/^The file is not valid CSV \(line \d+\): /);
    expect(english.json.message).toBe(
      `The file is not valid CSV (line ${/\(line (\d+)\)/.exec(english.json.message!)![1]}): ${quoted}`,
    );
    expect(french.json.message).toBe(
      `Le fichier n’est pas un CSV valide (ligne ${/\(line (\d+)\)/.exec(english.json.message!)![1]}) : ${quoted}`,
    );
    expect(french.json.fieldErrors).toEqual({ file: quoted });
  });

  it('says in Arabic that 29 February was filled from 28 February, in the notes the Salah tab shows', async () => {
    // A leap year's file without 29 February: the exported 2026 days, dated 2028.
    const leap = (await exportedLines()).map((line) => line.replace(/^2026-/, '2028-')).join('\n');
    const arabic = await send(leap, ar);
    expect(arabic.status, arabic.text).toBe(200);
    expect(arabic.json.notes).toEqual(['لم يكن 29 فبراير في الملف: مُلئ بأوقات 28 فبراير.']);
    expect(arabic.json.message).toBe(
      'عدد الأيام المقروءة من prayers.csv: 366. لم يكن 29 فبراير في الملف: مُلئ بأوقات 28 فبراير.',
    );
    const english = await send(leap);
    expect(english.json.notes).toEqual([
      '29 February was not in the file: it was filled in with the times of 28 February.',
    ]);
    expect(english.json.message).toBe(
      'Read 366 days from prayers.csv. 29 February was not in the file: it was filled in with the times of 28 February.',
    );
  });

  it('ends a French list of missing days that ends with an abbreviated month with one full stop', async () => {
    const lines = await exportedLines();
    const content = [...lines.slice(0, 3), ...lines.slice(5)].join('\n');
    expect((await send(content, fr)).json.message).toBe(
      'Le fichier doit contenir les 365 jours de 2026 ; il en manque 2 : 3 janv., 4 janv.',
    );
    expect((await send(content)).json.message).toBe(
      'The file must have all 365 days of 2026; missing 2: Jan 3, Jan 4.',
    );
  });
});
