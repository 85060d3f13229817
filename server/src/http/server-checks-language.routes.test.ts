import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { SAVE_OCCASIONS } from '@core/http/contract/occasions.js';

/**
 * docs/languages.md "Server messages": the checks whose messages are built from a field's label, the dates
 * entered or a setting's path, read in French and Arabic (Accept-Language); English stays as it was.
 */
let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
beforeAll(async () => {
  t = await createTestContext({ now: '2026-04-01T12:00:00Z' });
  masjid = await t.registerMasjid('Masjid Controles', { url: 'controles', email: 'imam@controles.org', active: true });
});
afterAll(() => t.close());

const fr = { 'accept-language': 'fr' };
const ar = { 'accept-language': 'ar' };

const saveContent = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call(
    SAVE_CENTRAL_CONTROL,
    { body: { companyId: masjid.companyId, version: 0, ...body } },
    { token: masjid.token, headers },
  );

describe("the content rows' '{label} must be text'", () => {
  const rows = {
    funds: [{ name: 5, goal: 100 }],
    expenseSheets: [{ name: 'Ramadan', description: 7 }],
    jummahs: [{ date: '2026-04-03', khateeb: 1 }],
    reminders: [{ text: 'Dhikr', reference: true }],
    customConfigurations: [
      { name: 3, value: '1' },
      { name: 'clock_type', value: { type: 2 } },
    ],
  };

  it('names the field in the reader’s language', async () => {
    const french = await saveContent(rows, fr);
    expect(french.status).toBe(400);
    expect(french.json.fieldErrors).toMatchObject({
      'funds[0].name': 'Nom : du texte est attendu',
      'expenseSheets[0].description': 'Description : du texte est attendu',
      'jummahs[0].khateeb': 'Khatib : du texte est attendu',
      'reminders[0].reference': 'Référence : du texte est attendu',
      'customConfigurations[0].name': 'Nom : du texte est attendu',
      'customConfigurations[1].value': 'Valeur : du texte est attendu',
    });
    const arabic = await saveContent(rows, ar);
    expect(arabic.json.fieldErrors).toMatchObject({
      'jummahs[0].khateeb': 'الخطيب: يجب أن يكون نصًا',
      'customConfigurations[1].value': 'القيمة: يجب أن يكون نصًا',
    });
    const english = await saveContent(rows);
    expect(english.json.fieldErrors).toMatchObject({
      'funds[0].name': 'Name must be text',
      'expenseSheets[0].description': 'Description must be text',
      'jummahs[0].khateeb': 'Khateeb must be text',
      'reminders[0].reference': 'Reference must be text',
      'customConfigurations[0].name': 'Name must be text',
      'customConfigurations[1].value': 'Value must be text',
    });
  });
});

describe("the occasions' '{label} is required'", () => {
  const body = {
    version: 0,
    jumuahSessions: [{ khutbah: '', salah: '13:00', language: 'English' }],
    eidPrayers: [{ eid: 'fitr' as const, date: '2026-03-20', times: [''] }],
    ramadan: { enabled: false },
  };
  const save = (headers?: Record<string, string>) =>
    t.call(SAVE_OCCASIONS, { params: { companyId: masjid.companyId }, body: body }, { token: masjid.token, headers });

  it('names the khutbah time and the Eid time in the reader’s language', async () => {
    const french = await save(fr);
    expect(french.status).toBe(400);
    expect(french.json.fieldErrors).toMatchObject({
      'jumuahSessions[0].khutbah': 'Heure de la khotba : champ obligatoire',
      'eidPrayers[0].times[0]': 'Heure : champ obligatoire',
    });
    expect((await save(ar)).json.fieldErrors).toMatchObject({ 'jumuahSessions[0].khutbah': 'وقت الخطبة مطلوب' });
    expect((await save()).json.fieldErrors).toMatchObject({
      'jumuahSessions[0].khutbah': 'Khutbah time is required',
      'eidPrayers[0].times[0]': 'Time is required',
    });
  });
});

describe("a seasonal iqama's overlap", () => {
  const update = (headers?: Record<string, string>) =>
    t.call(
      SAVE_PRAYER_SETTINGS,
      {
        params: { companyId: masjid.companyId },
        body: {
          iqamaRules: {
            seasonal: [
              { prayer: 'isha', from: '06-01', to: '08-31', time: '21:00' },
              { prayer: 'isha', from: '07-01', to: '07-31', time: '21:30' },
            ],
          },
        },
      },
      { token: masjid.token, headers },
    );

  it('quotes the dates entered in a sentence of the reader’s language', async () => {
    const french = await update(fr);
    expect(french.status).toBe(400);
    expect(french.json.fieldErrors).toEqual({
      'iqamaRules.seasonal.1.from': '07-01 au 07-31 chevauche 06-01 au 08-31 de la même prière',
    });
    expect((await update(ar)).json.fieldErrors).toEqual({
      'iqamaRules.seasonal.1.from': 'المدة 07-01 إلى 07-31 تتداخل مع 06-01 إلى 08-31 للصلاة نفسها',
    });
    expect((await update()).json.fieldErrors).toEqual({
      'iqamaRules.seasonal.1.from': '07-01 to 07-31 overlaps 06-01 to 08-31 of the same prayer',
    });
  });
});

describe("the prayer-hall phase settings' checks", () => {
  const phases = (values: string[], headers?: Record<string, string>) =>
    saveContent({ customConfigurations: values.map((value) => ({ name: 'prayer_phases', value })) }, headers);
  const values = [
    '{',
    '[]',
    '{"prayers":{"fajr":"dark"}}',
    '{"prayers":{"tahajjud":{}}}',
    '{"prayers":{"isha":{"minutes":91}}}',
    '{"azanMinutes":1.5}',
    `{"afterPrayerTexts":${JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f'])}}`,
    '{"afterPrayerTexts":["  "]}',
    '{"prayers":{"asr":{"mode":"dim"}}}',
    '{"afterPrayerTexts":["abc\\u202egnp"]}',
  ];
  const at = (answer: { json: { fieldErrors?: Record<string, string> } }) =>
    values.map((_, index) => answer.json.fieldErrors![`customConfigurations[${index}].value`]);

  it('keep the path as written and say the problem in the reader’s language', async () => {
    // One entry per request: a name listed twice is refused as such.
    const answers = async (headers?: Record<string, string>) =>
      Promise.all(values.map(async (value) => at(await phases([value], headers))[0]));
    expect(await answers(fr)).toEqual([
      'Les réglages des phases doivent être du JSON',
      'Les réglages des phases doivent être un objet',
      'prayers.fajr : Doit être un objet',
      'prayers.tahajjud : Réglage inconnu',
      'prayers.isha.minutes : Ne doit pas dépasser 90 minutes',
      'azanMinutes : Doit être un nombre entier de minutes',
      'afterPrayerTexts : 5 textes au maximum',
      'afterPrayerTexts.0 : Écrivez un texte ou supprimez-le',
      'prayers.asr.mode : Doit être l’une de ces valeurs : black, clock, off',
      'afterPrayerTexts.0 : Supprimez les caractères invisibles ou qui changent le sens d’écriture (comme un forçage droite-à-gauche)',
    ]);
    const arabic = await answers(ar);
    expect(arabic.slice(2, 7)).toEqual([
      'prayers.fajr: يجب أن يكون كائنًا',
      'prayers.tahajjud: إعداد غير معروف',
      'prayers.isha.minutes: يجب ألا يزيد على 90 دقيقة',
      'azanMinutes: يجب أن يكون عددًا صحيحًا من الدقائق',
      'afterPrayerTexts: 5 نصوص على الأكثر',
    ]);
    expect(await answers()).toEqual([
      'Phase settings must be JSON',
      'Phase settings must be an object',
      'prayers.fajr: Must be an object',
      'prayers.tahajjud: Unknown setting',
      'prayers.isha.minutes: Must be at most 90 minutes',
      'azanMinutes: Must be a whole number of minutes',
      'afterPrayerTexts: At most 5 texts',
      'afterPrayerTexts.0: Write a text or remove it',
      'prayers.asr.mode: Must be one of black, clock, off',
      'afterPrayerTexts.0: Remove invisible or direction-changing characters (such as a right-to-left override)',
    ]);
  });
});
