import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { createTestContext, PASSWORD, sampleCompany, type TestContext } from '../testing/test-app.js';
import { handleError } from './error-handler.js';
import { INVITE_USER, CREATE_USER } from '@core/http/contract/users.js';
import { CREATE_MASJID } from '@core/http/contract/masjids.js';
import { ACCEPT_INVITATION, LOGIN, SAVE_MY_LANGUAGE } from '@core/http/contract/account.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { SAVE_DST, SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';
import { IMPORT_HADITHS, type ImportProblem } from '@core/http/contract/hadith.js';
import { SAVE_OCCASIONS } from '@core/http/contract/occasions.js';
import { VALIDATE_IMPORT } from '@core/http/contract/bulk.js';

/**
 * docs/languages.md "Server messages": the refusals, fault answers and successful answers that have keys,
 * read in French and Arabic (Accept-Language, or the user's saved language); English stays as it was.
 */
let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
beforeAll(async () => {
  t = await createTestContext({ now: '2026-04-01T12:00:00Z' });
  masjid = await t.registerMasjid('Masjid Langues', { url: 'langues', email: 'imam@langues.org', active: true });
});
afterAll(() => t.close());

const fr = { 'accept-language': 'fr' };
const ar = { 'accept-language': 'ar' };
const tokenOf = (to: string) =>
  new URL([...t.mailer.sent].reverse().find((mail) => mail.to === to)!.link!).searchParams.get('token')!;
const invite = (email: string, headers?: Record<string, string>) =>
  t.call(
    INVITE_USER,
    {
      params: { companyId: masjid.companyId },
      body: { firstName: 'Bilal', lastName: 'Ahmed', email, roles: ['ADMIN'] },
    },
    { token: masjid.token, headers },
  );

describe('the sign-in refusal of an unconfirmed account', () => {
  it('keeps its code in every language, so the sign-in form can offer the confirmation email again', async () => {
    const created = await t.call(CREATE_MASJID, { body: sampleCompany('Masjid Attente', 'attente') });
    const user = await t.call(CREATE_USER, {
      params: { companyId: created.json.target!.id },
      body: { firstName: 'Idris', lastName: 'Diallo', email: 'idris@attente.org', password: 'idris-pass-1' },
    });
    expect(user.status, user.text).toBe(200);
    const signIn = (headers?: Record<string, string>) =>
      t.call(LOGIN, { body: { email: 'idris@attente.org', password: 'idris-pass-1' } }, { headers });

    const french = await signIn(fr);
    expect(french.status).toBe(403);
    expect(french.json.code).toBe('EMAIL_UNCONFIRMED');
    expect(french.json.message).toBe(
      'Veuillez d’abord confirmer votre adresse e-mail : ouvrez le lien que nous avons envoyé à idris@attente.org.',
    );
    const arabic = await signIn(ar);
    expect(arabic.json.code).toBe('EMAIL_UNCONFIRMED');
    expect(arabic.json.message).toBe(
      'يرجى تأكيد عنوان بريدك الإلكتروني أولًا: افتح الرابط الذي أرسلناه إلى idris@attente.org.',
    );
    const english = await signIn();
    expect(english.json).toEqual({
      successful: false,
      code: 'EMAIL_UNCONFIRMED',
      message: 'Please confirm your email address first: open the link we sent to idris@attente.org.',
      fieldErrors: {},
    });
  });
});

describe('refusals', () => {
  it('answer the invitation link used or expired in the reader’s language', async () => {
    expect((await invite('used@langues.org', fr)).json.message).toBe('Invitation envoyée à used@langues.org.');
    expect((await invite('used@langues.org', ar)).json.message).toBe(
      'أُرسلت دعوة جديدة إلى used@langues.org؛ ولم يعد الرابط السابق يعمل.',
    );
    const token = tokenOf('used@langues.org');
    const accept = (headers?: Record<string, string>) =>
      t.call(ACCEPT_INVITATION, { body: { token, password: 'chosen-pass-1' } }, { headers });
    const accepted = await accept(fr);
    expect(accepted.json.message).toBe(
      'Votre mot de passe est enregistré. Connectez-vous avec votre adresse e-mail et ce mot de passe.',
    );
    const used = await accept(ar);
    expect(used.status).toBe(400);
    expect(used.json.message).toBe(
      'استُخدمت هذه الدعوة من قبل. سجّل الدخول بكلمة المرور التي اخترتها، أو استخدم «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
    );
    expect(used.json.fieldErrors!.token).toBe(used.json.message);

    await invite('late@langues.org');
    const late = tokenOf('late@langues.org');
    t.clock.set('2026-04-08T12:00:01Z');
    const expired = (headers?: Record<string, string>) =>
      t.call(ACCEPT_INVITATION, { body: { token: late, password: 'late-pass-123' } }, { headers });
    expect((await expired(fr)).json.message).toBe(
      'Cette invitation a expiré (une invitation est valable 7 jours). Demandez à l’administrateur qui vous a invité d’en envoyer une nouvelle.',
    );
    expect((await expired()).json.message).toBe(
      'This invitation has expired (an invitation works for 7 days). Ask the admin who invited you to send a new one.',
    );
    t.clock.set('2026-04-01T12:00:00Z');
  });

  it('answer a body over the size limit with a 413 in the reader’s language', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(300 * 1024) });
    const french = await t.raw('a body over the size limit, sent as text', 'POST', '/api/auth/companies', {
      headers: { ...fr },
      body: big,
    });
    expect(french.status).toBe(413);
    expect(french.json.message).toBe('Le corps de la requête dépasse 256 Ko.');
    const arabic = await t.raw('a body over the size limit, sent as text', 'POST', '/api/auth/companies', {
      headers: { ...ar },
      body: big,
    });
    expect(arabic.json.message).toBe('حجم محتوى الطلب أكبر من 256 كيلوبايت.');
    const english = await t.raw('a body over the size limit, sent as text', 'POST', '/api/auth/companies', {
      body: big,
    });
    expect(english.json.message).toBe('The request body is larger than 256 KB.');
  });
});

describe('faults', () => {
  const failing = new Hono()
    .get('/broken', () => {
      throw new Error('something internal');
    })
    .get('/unreachable', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    })
    .onError(handleError(silentLogger));

  it('answer the 500 and the 503 in the reader’s language, with nothing internal in them', async () => {
    const broken = await failing.request('/broken', { headers: fr });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({
      successful: false,
      code: 'INTERNAL',
      message: 'Une erreur s’est produite !',
      fieldErrors: {},
    });
    expect((await (await failing.request('/broken', { headers: ar })).json()).message).toBe('حدث خطأ!');
    expect((await (await failing.request('/broken')).json()).message).toBe('Error occurred!');

    const unreachable = await failing.request('/unreachable', { headers: ar });
    expect(unreachable.status).toBe(503);
    expect((await unreachable.json()).message).toBe('قاعدة البيانات غير متاحة الآن. يرجى المحاولة مرة أخرى بعد لحظات.');
    expect((await (await failing.request('/unreachable', { headers: fr })).json()).message).toBe(
      'La base de données n’est pas disponible pour le moment. Veuillez réessayer dans un instant.',
    );
    expect((await (await failing.request('/unreachable')).json()).message).toBe(
      'The database is not available right now. Please try again in a moment.',
    );
  });
});

describe('successful answers', () => {
  it('say what was done in the saved language of the user, else Accept-Language, else English', async () => {
    const body = {
      version: 0,
      jumuahSessions: [{ khutbah: '12:30', salah: '13:00', language: 'English' }],
      eidPrayers: [],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 15, taraweehTime: '20:30' },
    };
    const french = await t.call(
      SAVE_OCCASIONS,
      { params: { companyId: masjid.companyId }, body },
      { token: masjid.token, headers: fr },
    );
    expect(french.status, french.text).toBe(200);
    expect(french.json.message).toBe('Joumoua, Aïd et Ramadan enregistrés');

    const stale = await t.call(
      SAVE_OCCASIONS,
      { params: { companyId: masjid.companyId }, body },
      { token: masjid.token, headers: ar },
    );
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      'غيّر شخص آخر إعدادات الجمعة والعيد ورمضان منذ أن فتحتها. أعد التحميل لترى تغييراته.',
    );

    const again = { ...body, version: french.json.target!.version };
    expect(
      (
        await t.call(
          SAVE_OCCASIONS,
          { params: { companyId: masjid.companyId }, body: again },
          { token: masjid.token, headers: ar },
        )
      ).json.message,
    ).toBe('حُفظت إعدادات الجمعة والعيد ورمضان');
    const saved = await t.call(SAVE_MY_LANGUAGE, { body: { language: 'fr' } }, { token: masjid.token });
    expect(saved.json.message).toBe('Language saved');
    // The saved language now wins over the browser's.
    const token = await t.login(masjid.email, PASSWORD);
    const english = { ...body, version: french.json.target!.version + 1 };
    expect(
      (await t.call(SAVE_OCCASIONS, { params: { companyId: masjid.companyId }, body: english }, { token, headers: ar }))
        .json.message,
    ).toBe('Joumoua, Aïd et Ramadan enregistrés');
    // Back to no saved language, so the next tests' Accept-Language speaks again.
    await t.call(SAVE_MY_LANGUAGE, { body: { language: null } }, { token });
  });
});

describe("the shared schemas' rarer messages", () => {
  it('answer the content rows, the language and the daylight saving dates in the reader’s language', async () => {
    const content = await t.raw('invalid rows on purpose', 'PUT', '/api/companies/central-control', {
      token: masjid.token,
      headers: fr,
      body: {
        companyId: masjid.companyId,
        version: 0,
        jummahs: [{ khateeb: 'Imam Yusuf', session: 5 }],
        announcements: [{ title: '' }],
        customConfigurations: [
          { name: 'no_such_setting', value: '1' },
          { name: 'clock_type', value: '1' },
          { name: 'clock_type', value: '2' },
        ],
      },
    });
    expect(content.status).toBe(400);
    expect(content.json.fieldErrors).toMatchObject({
      'jummahs[0].session': 'La séance doit être comprise entre 1 et 4',
      'announcements[0].title': 'Titre : champ obligatoire',
      'customConfigurations[0].name': 'Configuration inconnue',
      'customConfigurations[2].name': 'Cette configuration figure deux fois',
    });

    const language = await t.raw('a language the schema does not offer', 'PUT', '/api/auth/me/language', {
      token: masjid.token,
      headers: ar,
      body: { language: 'de' },
    });
    expect(language.status).toBe(400);
    expect(language.json.fieldErrors!.language).toBe('يجب أن تكون اللغة إحدى هذه: en, ar, ur, fr, tr, id, ms, bn');

    const dst = await t.call(
      SAVE_DST,
      {
        params: { companyId: masjid.companyId },
        body: { enable: true, automaticCalculate: false, beginMonthDate: '', endMonthDate: '1/32' },
      },
      { token: masjid.token, headers: ar },
    );
    expect(dst.json.fieldErrors).toEqual({
      'dst.endMonthDate': 'استخدم الصيغة MM/DD، مثل 03/10 (الشهر 1-12، اليوم 1-31)',
      'dst.beginMonthDate': 'أدخل تاريخ البداية أيضًا، أو امسح التاريخين',
    });
    const english = await t.call(
      SAVE_DST,
      {
        params: { companyId: masjid.companyId },
        body: { enable: true, automaticCalculate: false, beginMonthDate: '03/08', endMonthDate: '' },
      },
      { token: masjid.token },
    );
    expect(english.json.fieldErrors).toEqual({ 'dst.endMonthDate': 'Enter the end date too, or clear both dates' });
  });
});

describe('the content checks', () => {
  const save = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 0, ...body } },
      { token: masjid.token, headers },
    );
  const rows = {
    funds: 'not a list',
    announcements: Array.from({ length: 21 }, (_, i) => ({ title: `News ${i}` })),
    expenses: [{ lineItem: 'Rent', amount: 2_000_000_000 }],
    jummahs: [{ date: '1999-01-01' }],
    expenseSheets: [{ name: 'Ramadan', rows: 'none' }],
  };

  it('name the list and its limit, the amount, the date range and the image in the reader’s language', async () => {
    const french = await save(rows, fr);
    expect(french.status).toBe(400);
    expect(french.json.fieldErrors).toMatchObject({
      funds: 'fonds : une liste est attendue',
      announcements: 'annonces : 20 au maximum',
      'expenses[0].amount': 'Ne doit pas dépasser 1,000,000,000',
      'jummahs[0].date': 'Saisissez une date entre 2000 et 2100',
      'expenseSheets[0].rows': 'Les lignes doivent former une liste',
    });
    const arabic = await save(
      { ...rows, announcements: [{ title: 'Iftar', image: 'data:image/gif;base64,AAAA' }] },
      ar,
    );
    expect(arabic.json.fieldErrors).toMatchObject({
      funds: 'الصناديق: يجب أن تكون قائمة',
      'announcements[0].image': 'يجب أن تكون الصور بصيغة PNG أو JPEG أو WebP',
      'jummahs[0].date': 'أدخل تاريخًا بين 2000 و2100',
    });
    const english = await save(rows);
    expect(english.json.fieldErrors).toMatchObject({
      funds: 'funds must be a list',
      announcements: 'At most 20 announcements',
      'expenses[0].amount': 'Must be at most 1,000,000,000',
      'jummahs[0].date': 'Enter a date between 2000 and 2100',
      'expenseSheets[0].rows': 'Rows must be a list',
    });
  });
});

describe('the iqama rules and prayer settings checks', () => {
  const update = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.call(SAVE_PRAYER_SETTINGS, { params: { companyId: masjid.companyId }, body }, { token: masjid.token, headers });
  const wrong = {
    prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0, 0],
    asrJuristicMethod: 2,
    iqamaRules: {
      weekStartsOn: 9,
      fajr: 'soon',
      isha: { minutesAfter: 'ten' },
    },
  };

  it('answer offsets, iqama rules and seasonal iqamas in the reader’s language', async () => {
    const french = await update(wrong, fr);
    expect(french.status).toBe(400);
    expect(french.json.fieldErrors).toMatchObject({
      prayerOffsetMinutes: 'Il y a 7 décalages : Fajr, Chourouq, Dhohr, Asr, coucher du soleil, Maghrib, Icha',
      asrJuristicMethod: 'La méthode du Asr doit être 0 (chaféite) ou 1 (hanafite)',
      'iqamaRules.weekStartsOn': 'Début de semaine : doit être compris entre 0 et 6',
      'iqamaRules.fajr': 'La règle d’iqama doit être un objet',
      'iqamaRules.isha.minutesAfter': 'Minutes après l’adhan : un nombre est attendu',
    });
    const arabic = await update({ ...wrong, iqamaRules: { seasonal: 'none' } }, ar);
    expect(arabic.json.fieldErrors).toMatchObject({
      'iqamaRules.seasonal': 'يجب أن تكون الإقامات الموسمية قائمة',
    });
    const seasonal = { iqamaRules: { seasonal: [{ prayer: 'isha', from: 5, to: '08-31', time: '21:00' }] } };
    expect((await update(seasonal, fr)).json.fieldErrors).toEqual({
      'iqamaRules.seasonal.0.from': 'Du : une date MM-JJ est attendue',
    });
    expect((await update(seasonal)).json.fieldErrors).toEqual({
      'iqamaRules.seasonal.0.from': 'From must be a date MM-DD',
    });
    expect(Object.values((await update({}, ar)).json.fieldErrors!)).toEqual(['لا يوجد ما يُحدَّث']);
    const english = await update(wrong);
    expect(english.json.fieldErrors).toMatchObject({
      prayerOffsetMinutes: 'There are 7 offsets: Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha',
      'iqamaRules.weekStartsOn': 'Week start must be from 0 to 6',
      'iqamaRules.fajr': 'Iqama rule must be an object',
    });
  });
});

describe("each configuration's own value check", () => {
  const configurations = [
    { name: 'clock_type', value: '3' },
    { name: 'hijri_adjustment', value: '7' },
    { name: 'language', value: 'de' },
  ];
  const save = (headers?: Record<string, string>) =>
    t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 0, customConfigurations: configurations } },
      { token: masjid.token, headers },
    );

  it('names the allowed values in the reader’s language', async () => {
    expect((await save(fr)).json.fieldErrors).toMatchObject({
      'customConfigurations[0].value': 'Doit être l’une de ces valeurs : 1, 2',
      'customConfigurations[1].value': 'Doit être un nombre entier entre -2 et 2',
      'customConfigurations[2].value': 'Doit être l’une de ces valeurs : en, ar, ur, fr, tr, id, ms, bn',
    });
    expect((await save(ar)).json.fieldErrors).toMatchObject({
      'customConfigurations[0].value': 'يجب أن تكون إحدى هذه القيم: 1, 2',
      'customConfigurations[1].value': 'يجب أن يكون عددًا صحيحًا من -2 إلى 2',
    });
    expect((await save()).json.fieldErrors).toMatchObject({
      'customConfigurations[0].value': 'Must be one of 1, 2',
      'customConfigurations[1].value': 'Must be a whole number from -2 to 2',
    });
  });
});

/** A refused file's problems: the 400 answer, beside the summary the endpoint answers (docs/hadith-import.md). */
function problemsOf(res: { json: unknown }): ImportProblem[] {
  const { problems } = res.json as { problems?: ImportProblem[] };
  if (!problems) throw new Error('the answer lists no problems');
  return problems;
}

describe('the hadith import', () => {
  const importFile = async (content: string, headers?: Record<string, string>) =>
    t.call(
      IMPORT_HADITHS,
      { body: { format: 'csv', fileName: 'hadith.csv', content } },
      { token: await t.superToken(), headers },
    );
  const file = 'text,reference,source,licence\n"Actions are by intentions",,Sahih al-Bukhari 1,CC0\n';

  it('says the file was not imported and names each line’s problem in the reader’s language', async () => {
    const french = await importFile(file, fr);
    expect(french.status).toBe(400);
    expect(french.json.message).toBe('Le fichier n’a pas été importé : un problème à corriger.');
    expect(problemsOf(french).map((problem) => problem.text)).toEqual([
      'Ligne 2, reference : reference : champ obligatoire',
    ]);
    const arabic = await importFile('', ar);
    expect(arabic.json.message).toBe('لم يُستورد الملف: مشكلة واحدة يجب إصلاحها.');
    expect(problemsOf(arabic)[0]!.text).toBe('لا يحتوي الملف على أي صف.');
    const english = await importFile(file);
    expect(english.json.message).toBe('The file was not imported: one problem to fix.');
    expect(problemsOf(english)).toEqual([
      {
        line: 2,
        field: 'reference',
        message: 'reference is required',
        text: 'Line 2, reference: reference is required',
      },
    ]);
  });
});

describe('the timetable upload', () => {
  const send = (body: FormData, headers?: Record<string, string>) =>
    t.call(VALIDATE_IMPORT, { body }, { token: masjid.token, headers });
  const picture = () => {
    const form = new FormData();
    form.append('file', new File(['GIF89a'], 'times.gif', { type: 'image/gif' }));
    return form;
  };
  const noFile = () => {
    const form = new FormData();
    form.append('other', 'x');
    return form;
  };

  it('answers in the reader’s language', async () => {
    expect((await send(noFile(), fr)).json.message).toBe(
      "Choisissez un fichier CSV à téléverser (champ de formulaire 'file').",
    );
    const french = await send(picture(), fr);
    expect(french.status).toBe(415);
    expect(french.json.message).toBe(
      'Veuillez téléverser le calendrier en fichier texte CSV (.csv), comme celui que donne Télécharger.',
    );
    const json = await t.raw('a JSON body where the route takes a file upload', 'POST', '/bulk/prayer/validateImport', {
      token: masjid.token,
      headers: ar,
      body: { file: 'x' },
    });
    expect(json.json.message).toBe("أرسل الملف بصيغة multipart/form-data في الحقل 'file'.");
    expect((await send(picture())).json.message).toBe(
      'Please upload the timetable as a CSV text file (.csv), like the one Download gives.',
    );
    expect((await send(noFile())).json.message).toBe("Choose a CSV file to upload (form field 'file').");
  });
});
