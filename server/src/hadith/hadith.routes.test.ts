/**
 * The hadith collection import (docs/hadith-import.md): super admins only, every row checked with its line,
 * a bad file changes nothing, GET /api/hod rotates through the imported rows day by day and answers 404
 * again once the collection is deleted. The texts are placeholders, never real hadith.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/content/iso-day.js';
import { checkMatrix } from '../testing/permission-matrix.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import {
  DELETE_HADITHS,
  HADITH_COLLECTION,
  IMPORT_HADITHS,
  type HadithImportFile,
  type ImportProblem,
} from '@core/http/contract/hadith.js';
import { HADITH_OF_THE_DAY } from '@core/http/contract/reminders.js';

const TODAY = '2026-05-15';
let t: TestContext;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestContext({ now: `${TODAY}T12:00:00Z` });
  superToken = await t.superToken();
  adminToken = (await t.registerMasjid('Masjid Hadith Import', { url: 'hadithimport', active: true })).token;
});
afterAll(() => t.close());

const csv = (rows: string[]) => ['text,reference,arabic,source,licence', ...rows].join('\n');
const importFile = (body: HadithImportFile, token = superToken) => t.call(IMPORT_HADITHS, { body }, { token });
/** A refused file's problems: the 400 answer, beside the summary the endpoint answers (docs/hadith-import.md). */
function problemsOf(res: { json: unknown }): ImportProblem[] {
  const { problems } = res.json as { problems?: ImportProblem[] };
  if (!problems) throw new Error('the answer lists no problems');
  return problems;
}
const sampleRows = Array.from(
  { length: 12 },
  (_, i) => `"Sample text ${i}, with a comma",Sample ref ${i},,Test source,CC0-1.0`,
);

describe('hadith collection import', () => {
  it('reports every problem by line and imports nothing from a bad file', async () => {
    const res = await importFile({
      format: 'csv',
      fileName: 'bad.csv',
      content: csv([
        'Sample text A,Ref A,,Test source,CC0-1.0',
        ',Ref B,,Test source,CC0-1.0',
        'Sample text C,Ref C,,Test source,',
        'Sample text D,Ref D,,,',
      ]),
    });
    expect(res.status).toBe(400);
    expect(problemsOf(res).map((problem) => problem.text)).toEqual([
      'Line 3, text: text is required',
      'Line 4, licence: licence is required',
      'Line 5, source: source is required',
      'Line 5, licence: licence is required',
    ]);
    expect((await t.call(HADITH_COLLECTION, {}, { token: superToken })).json.count).toBe(0);
    expect((await t.call(HADITH_OF_THE_DAY, {})).status).toBe(404);
  });

  it('reports JSON entries by the line they start on, and a file that is not an array', async () => {
    const content =
      '[\n  {"text": "Sample", "reference": "R1", "source": "S", "licence": "L"},\n  {"text": "Sample 2",\n   "reference": "R2", "source": "S"}\n]';
    const res = await importFile({ format: 'json', content });
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toMatchObject([{ line: 3, field: 'licence' }]);
    const notArray = await importFile({ format: 'json', content: '{"text": "x"}' });
    expect(problemsOf(notArray)[0]!.text).toMatch(/array of objects/);
    const broken = await importFile({ format: 'csv', content: 'text,reference,source,licence\n"unclosed,R,S,L' });
    expect(broken.status).toBe(400);
    const noColumn = await importFile({ format: 'csv', content: 'text,reference,source\nSample,R,S' });
    expect(problemsOf(noColumn).map((problem) => problem.text)).toContain('The header line has no "licence" column.');
  });

  it('imports a CSV collection, and GET /api/hod rotates through it day by day with source and licence', async () => {
    const res = await importFile({ format: 'csv', fileName: 'sample.csv', content: csv(sampleRows) });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      count: 12,
      fileName: 'sample.csv',
      sources: [{ source: 'Test source', licence: 'CC0-1.0', count: 12 }],
    });
    const seen = new Set<string>();
    for (let day = 0; day < 12; day++) {
      const hod = await t.call(HADITH_OF_THE_DAY, { query: { date: addDays(TODAY, day) } });
      expect(hod.status).toBe(200);
      expect(hod.json).toMatchObject({ source: 'Test source', licence: 'CC0-1.0' });
      expect(hod.json.text).toMatch(/^Sample text \d+, with a comma$/);
      seen.add(hod.json.reference);
    }
    // Every row once in twelve days, as /api/rod cycles its list.
    expect(seen.size).toBe(12);
    const today = await t.call(HADITH_OF_THE_DAY, {});
    expect(today.json).toEqual((await t.call(HADITH_OF_THE_DAY, { query: { date: TODAY } })).json);
  });

  it('replaces the collection as a whole with a JSON file, Arabic text kept', async () => {
    const content = JSON.stringify([
      { text: 'Only sample', reference: 'One', arabic: 'نص تجريبي', source: 'Test', license: 'CC0-1.0' },
    ]);
    const res = await importFile({ format: 'json', fileName: 'one.json', content });
    expect(res.status, res.text).toBe(200);
    expect(res.json.count).toBe(1);
    expect((await t.call(HADITH_OF_THE_DAY, { query: { date: addDays(TODAY, 5) } })).json).toEqual({
      text: 'Only sample',
      reference: 'One',
      arabic: 'نص تجريبي',
      source: 'Test',
      licence: 'CC0-1.0',
    });
  });

  it('is for super admins only; deleting the collection brings back the 404', async () => {
    await checkMatrix(t, { ownAdmin: adminToken, otherAdmin: adminToken, superAdmin: superToken }, [
      {
        method: 'GET',
        path: '/api/hadith/collection',
        expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 403, superAdmin: 200 },
      },
    ]);
    const refused = await importFile({ format: 'csv', content: csv(sampleRows) }, adminToken);
    expect(refused.status).toBe(403);
    expect((await t.call(DELETE_HADITHS, {}, { token: adminToken })).status).toBe(403);
    expect((await t.call(HADITH_COLLECTION, {}, { token: superToken })).json.count).toBe(1);
    const deleted = await t.call(DELETE_HADITHS, {}, { token: superToken });
    expect(deleted.json).toEqual({ deleted: 1 });
    const hod = await t.call(HADITH_OF_THE_DAY, { query: { date: addDays(TODAY, 40) } });
    expect(hod.status).toBe(404);
  });
});

/** docs/languages.md "Server messages": the lines that quote the file or the parser, in the reader's language. */
describe("hadith import, in the requester's language", () => {
  const fr = { 'accept-language': 'fr' };
  const ar = { 'accept-language': 'ar' };
  const send = (body: HadithImportFile, headers: Record<string, string> = {}) =>
    t.call(IMPORT_HADITHS, { body }, { token: superToken, headers });
  const texts = (res: { json: unknown }) => problemsOf(res).map((problem) => problem.text);

  it("quotes JSON.parse's own words inside a translated sentence", async () => {
    const content = '[{"text": "Sample",}]';
    const english = await send({ format: 'json', content });
    expect(english.status).toBe(400);
    const quoted = /^This is not readable JSON \((.*)\)\.$/.exec(problemsOf(english)[0]!.text)![1]!;
    expect(problemsOf(english)).toEqual([
      {
        line: 1,
        field: 'file',
        message: `This is not readable JSON (${quoted}).`,
        text: `This is not readable JSON (${quoted}).`,
      },
    ]);
    expect(texts(await send({ format: 'json', content }, fr))).toEqual([`Ce n’est pas du JSON lisible (${quoted}).`]);
    expect(texts(await send({ format: 'json', content }, ar))).toEqual([`هذا ليس JSON مقروءًا (${quoted}).`]);
  });

  it("quotes the CSV parser's words with the line, in French", async () => {
    const content = 'text,reference,source,licence\n"unclosed,R,S,L';
    const english = await send({ format: 'csv', content });
    const [, line, quoted] = /^Line (\d+): this is not readable CSV \((.*)\)$/.exec(problemsOf(english)[0]!.text)!;
    expect(texts(await send({ format: 'csv', content }, fr))).toEqual([
      `Ligne ${line} : ce n’est pas du CSV lisible (${quoted})`,
    ]);
  });

  it('refuses more than 10000 rows and sums up the problems past 100, with plurals', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `Sample ${i},Ref ${i},,Test source,CC0-1.0`);
    const many: HadithImportFile = { format: 'csv', content: csv(rows) };
    expect(texts(await send(many))).toEqual(['At most 10000 rows may be imported (the file has 10001).']);
    expect(texts(await send(many, fr))).toEqual([
      'Au plus 10000 lignes peuvent être importées (le fichier en compte 10001).',
    ]);
    expect(texts(await send(many, ar))).toEqual(['يمكن استيراد 10000 صف على الأكثر (في الملف 10001).']);

    // 101 rows without a licence: 100 listed, the last one summed up (and 112: 12 more).
    const unlicensed = (count: number): HadithImportFile => ({
      format: 'csv',
      content: csv(Array.from({ length: count }, (_, i) => `Sample ${i},Ref ${i},,Test source,`)),
    });
    expect(texts(await send(unlicensed(112))).at(-1)).toBe('... and 12 more problems.');
    expect(texts(await send(unlicensed(101))).at(-1)).toBe('... and 1 more problems.');
    expect(texts(await send(unlicensed(112), fr)).at(-1)).toBe('... et 12 autres problèmes.');
    expect(texts(await send(unlicensed(101), fr)).at(-1)).toBe('... et 1 autre problème.');
    expect(texts(await send(unlicensed(101), ar)).at(-1)).toBe('... ومشكلة أخرى.');
    expect(texts(await send(unlicensed(102), ar)).at(-1)).toBe('... ومشكلتان أخريان.');
    expect(texts(await send(unlicensed(103), ar)).at(-1)).toBe('... و3 مشكلات أخرى.');
    expect(texts(await send(unlicensed(112), ar)).at(-1)).toBe('... و12 مشكلة أخرى.');
  });
});
