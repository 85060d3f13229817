import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataUrl } from '@core/content/image-fixtures.js';
import { checkMatrix, type Caller } from '../testing/permission-matrix.js';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { CONFLICT_MESSAGE } from './content.service.js';
import { DELETE_MASJID, SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { CREATE_USER } from '@core/http/contract/users.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';

const PATH = '/api/companies/central-control';
const TODAY = '2026-05-15';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: `${TODAY}T12:00:00Z` });
});
afterAll(() => t.close());

const readContent = (url: string, token?: string) => t.call(PUBLIC_CONTENT, { params: { companyUrl: url } }, { token });

async function read(url: string, token?: string) {
  const res = await readContent(url, token);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

function fullContent(companyId: string, version: number) {
  return {
    companyId,
    version,
    customConfigurations: [
      { name: 'clock_type', value: '2' },
      { name: 'dashboard_theme', value: 'dark' },
    ],
    funds: [
      { name: 'Roof repair', goal: 25000, current: 12000.5, pledge: 3000, endDate: '2026-12-31', enabled: true },
      { name: 'Hidden fund', goal: 100, current: 0, pledge: 0, endDate: null, enabled: false },
    ],
    expenses: [
      { lineItem: 'Electricity', amount: 310.25, enabled: true },
      { lineItem: 'Draft line', amount: 1, enabled: false },
    ],
    expenseSheets: [
      {
        name: 'Ramadan iftar',
        description: 'Costs of the\nnightly iftar',
        enabled: true,
        rows: [
          { order: 2, label: 'Dates', value: '$120' },
          { order: 1, label: 'Water', value: '$40' },
          { order: 3, label: 'Rice', value: '$300' },
        ],
      },
      { name: 'Hidden sheet', description: '', enabled: false, rows: [{ label: 'x', value: 'y' }] },
    ],
    jummahs: [
      { khateeb: 'Imam Yusuf', date: '2026-05-15', enabled: true, session: 1 },
      { khateeb: 'Imam Draft', date: '2026-05-22', enabled: false, session: 1 },
    ],
    announcements: [
      {
        title: 'Eid prayer',
        text: 'Eid prayer at 8:00 in the park',
        image: fixtureDataUrl('png', { size: 2048 }),
        startDate: '2026-05-10',
        endDate: '2026-05-20',
        enabled: true,
      },
      { title: 'Open day', text: '', image: null, startDate: null, endDate: null, enabled: true },
      { title: 'Old news', text: '', image: null, startDate: '2026-04-01', endDate: '2026-05-13', enabled: true },
      { title: 'Coming soon', text: '', image: null, startDate: '2026-05-17', endDate: null, enabled: true },
      { title: 'Disabled', text: '', image: fixtureDataUrl('webp'), startDate: null, endDate: null, enabled: false },
    ],
    reminders: [
      { text: 'Keep the car park clear for neighbours.', reference: 'Masjid committee', enabled: true },
      { text: 'Draft reminder', reference: '', enabled: false },
    ],
  };
}

describe('content round trip', () => {
  it('saves every list in order and reads it back, and keeps ids across saves', async () => {
    const masjid = await t.registerMasjid('Masjid Content', { url: 'content' });
    const empty = await read('content', masjid.token);
    expect(empty).toMatchObject({
      id: null,
      companyId: masjid.companyId,
      version: 0,
      funds: [],
      announcements: [],
      reminders: [],
      updatedAt: null,
    });
    expect(empty.company).toMatchObject({ id: masjid.companyId, url: 'content' });
    expect(empty.customConfigurations).toContainEqual({ name: 'clock_type', value: '1' });

    const full = fullContent(masjid.companyId, 0);
    const body = { ...full, jummahs: full.jummahs.map(({ session: _session, ...entry }) => entry) };
    const saved = await t.call(SAVE_CENTRAL_CONTROL, { body: body }, { token: masjid.token });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ successful: true, message: 'Successfully saved' });
    const target = saved.json.target!;
    expect(target.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(target.version).toBe(1);
    expect(target.updatedAt).toBe(`${TODAY}T12:00:00.000Z`);
    expect(target.funds.map(({ id: _id, ...rest }) => rest)).toEqual(body.funds);
    expect(target.expenses.map(({ id: _id, ...rest }) => rest)).toEqual(body.expenses);
    expect(target.expenseSheets[0]).toMatchObject({
      name: 'Ramadan iftar',
      description: 'Costs of the\nnightly iftar',
      rows: [
        { order: 1, label: 'Water', value: '$40' },
        { order: 2, label: 'Dates', value: '$120' },
        { order: 3, label: 'Rice', value: '$300' },
      ],
    });
    // An entry saved without a session belongs to the first (docs/jumuah-eid-ramadan.md).
    expect(target.jummahs.map(({ id: _id, ...rest }) => rest)).toEqual(
      body.jummahs.map((entry) => ({ ...entry, session: 1 })),
    );
    expect(target.announcements.map(({ id: _id, ...rest }) => rest)).toEqual(body.announcements);
    expect(target.reminders.map(({ id: _id, ...rest }) => rest)).toEqual(body.reminders);
    expect(target.customConfigurations).toContainEqual({ name: 'clock_type', value: '2' });
    expect(target.customConfigurations).toContainEqual({ name: 'dashboard_theme', value: 'dark' });

    const reread = await read('content', masjid.token);
    expect(reread).toEqual(target);

    // The admin UI sends back what it read, changed: ids stay, order follows the list.
    const next = {
      ...reread,
      version: reread.version!,
      funds: [reread.funds[1]!, { ...reread.funds[0]!, current: 13000 }],
    };
    const second = await t.call(SAVE_CENTRAL_CONTROL, { body: next }, { token: masjid.token });
    expect(second.status, second.text).toBe(200);
    expect(second.json.target!.version).toBe(2);
    expect(second.json.target!.funds.map((f) => f.id)).toEqual([reread.funds[1]!.id, reread.funds[0]!.id]);
    expect(second.json.target!.funds[1]!.current).toBe(13000);
    expect(second.json.target!.expenseSheets).toEqual(reread.expenseSheets);
  });

  it('keeps lists the body leaves out and empties lists sent empty', async () => {
    const masjid = await t.registerMasjid('Masjid Partial', { url: 'partial' });
    await t.call(SAVE_CENTRAL_CONTROL, { body: fullContent(masjid.companyId, 0) }, { token: masjid.token });
    const res = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 1, funds: [], expenseSheets: [] } },
      { token: masjid.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target!.funds).toEqual([]);
    expect(res.json.target!.expenseSheets).toEqual([]);
    expect(res.json.target!.expenses).toHaveLength(2);
    expect(res.json.target!.announcements).toHaveLength(5);
  });

  it('never lets an id sent by one masjid touch another masjid', async () => {
    const a = await t.registerMasjid('Masjid Ids A', { url: 'idsa' });
    const b = await t.registerMasjid('Masjid Ids B', { url: 'idsb' });
    const savedA = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: a.companyId, version: 0, funds: [{ name: 'A fund', goal: 1 }] } },
      { token: a.token },
    );
    const idOfA = savedA.json.target!.funds[0]!.id;
    const savedB = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: b.companyId,
          version: 0,
          funds: [
            { id: idOfA, name: 'B fund', goal: 2 },
            { id: idOfA, name: 'B copy', goal: 3 },
          ],
        },
      },
      { token: b.token },
    );
    expect(savedB.status, savedB.text).toBe(200);
    expect(savedB.json.target!.funds[1]!.id).not.toBe(idOfA);
    expect((await read('idsa', a.token)).funds).toEqual([
      expect.objectContaining({ id: idOfA, name: 'A fund', goal: 1 }),
    ]);
  });
  it('goes with its masjid when a super admin deletes the masjid', async () => {
    const masjid = await t.registerMasjid('Masjid Gone', { url: 'gone' });
    expect(
      (await t.call(SAVE_CENTRAL_CONTROL, { body: fullContent(masjid.companyId, 0) }, { token: masjid.token })).status,
    ).toBe(200);
    expect(
      await t.db.selectFrom('expense_sheet_row').select('label').where('company_id', '=', masjid.companyId).execute(),
    ).toHaveLength(4);
    const removed = await t.call(DELETE_MASJID, { params: { id: masjid.companyId } }, { token: await t.superToken() });
    expect(removed.status, removed.text).toBe(200);
    const left = await Promise.all(
      (
        [
          'central_control',
          'fund',
          'expense',
          'expense_sheet',
          'expense_sheet_row',
          'jummah',
          'announcement',
          'custom_reminder',
        ] as const
      ).map((table) =>
        t.db.selectFrom(table).select('company_id').where('company_id', '=', masjid.companyId).execute(),
      ),
    );
    expect(left.flat()).toEqual([]);
  });
});

describe('what the public sees', () => {
  it('hides an inactive masjid, then shows only enabled, current content once it is active', async () => {
    const masjid = await t.registerMasjid('Masjid Public', { url: 'publicview' });
    await t.call(SAVE_CENTRAL_CONTROL, { body: fullContent(masjid.companyId, 0) }, { token: masjid.token });
    const other = await t.registerMasjid('Masjid Elsewhere', { url: 'elsewhere' });

    expect((await readContent('publicview')).status).toBe(404);
    expect((await readContent('publicview', other.token)).status).toBe(404);
    expect((await readContent('nosuchmasjid')).status).toBe(404);

    const superToken = await t.superToken();
    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: masjid.companyId }, query: { active: 'true' } },
      { token: superToken },
    );

    for (const token of [undefined, other.token]) {
      const view = await read('publicview', token);
      expect(view.funds.map((f: { name: string }) => f.name)).toEqual(['Roof repair']);
      expect(view.expenses.map((e: { lineItem: string }) => e.lineItem)).toEqual(['Electricity']);
      expect(view.expenseSheets.map((s: { name: string }) => s.name)).toEqual(['Ramadan iftar']);
      expect(view.expenseSheets[0]!.rows).toHaveLength(3);
      expect(view.jummahs.map((j: { khateeb: string }) => j.khateeb)).toEqual(['Imam Yusuf']);
      // 'Old news' ended two days ago and 'Coming soon' starts in two days: not shown anywhere on Earth today.
      expect(view.announcements.map((a: { title: string }) => a.title)).toEqual(['Eid prayer', 'Open day']);
      expect(view.announcements[0]!.image).toMatch(/^data:image\/png;base64,/);
      expect(view.reminders.map((r: { text: string }) => r.text)).toEqual(['Keep the car park clear for neighbours.']);
      expect(view.company).toMatchObject({ name: 'Masjid Public', active: true });
      expect(view.customConfigurations).toContainEqual({ name: 'clock_type', value: '2' });
    }

    const adminView = await read('publicview', masjid.token);
    expect(adminView.funds).toHaveLength(2);
    expect(adminView.announcements).toHaveLength(5);
    expect(adminView.reminders).toHaveLength(2);
    expect((await read('publicview', superToken)).jummahs).toHaveLength(2);

    // An expired masjid is no longer public.
    const expire = await t.raw(
      "sends back the masjid as the content's answer has it, whose fields the answer type leaves optional",
      'PUT',
      `/api/auth/companies/${masjid.companyId}`,
      {
        token: superToken,
        body: { ...adminView.company, expirationDate: '2026-05-14', address: { ...adminView.company!.address } },
      },
    );
    expect(expire.status, expire.text).toBe(200);
    expect((await readContent('publicview')).status).toBe(404);
    expect((await readContent('publicview', masjid.token)).status).toBe(200);
  });

  it('keeps an announcement ending today visible while it is still today somewhere', async () => {
    const masjid = await t.registerMasjid('Masjid Window', { url: 'window', active: true });
    await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: masjid.companyId,
          version: 0,
          announcements: [
            { title: 'Ends yesterday', endDate: '2026-05-14' },
            { title: 'Starts tomorrow', startDate: '2026-05-16' },
            { title: 'Two days ago', endDate: '2026-05-13' },
          ],
        },
      },
      { token: masjid.token },
    );
    // 12:00 UTC on the 15th: the 14th has ended everywhere, the 16th has begun at UTC+14 (from 10:00 UTC).
    expect((await read('window')).announcements.map((a: { title: string }) => a.title)).toEqual(['Starts tomorrow']);
    t.clock.set('2026-05-15T09:00:00Z');
    // At 09:00 UTC it is still the 14th at UTC-12, and not yet the 16th anywhere.
    expect((await read('window')).announcements.map((a: { title: string }) => a.title)).toEqual(['Ends yesterday']);
    t.clock.set(`${TODAY}T12:00:00Z`);
  });
});

describe('validation', () => {
  it('names each invalid field by list and index and changes nothing', async () => {
    const masjid = await t.registerMasjid('Masjid Invalid', { url: 'invalid' });
    await t.call(SAVE_CENTRAL_CONTROL, { body: fullContent(masjid.companyId, 0) }, { token: masjid.token });
    const before = await read('invalid', masjid.token);

    const res = await t.raw('invalid fields in every list, on purpose', 'PUT', PATH, {
      token: masjid.token,
      body: {
        ...before,
        funds: [{ name: '', goal: -1, current: 'a lot', pledge: -2, endDate: '2026-02-30' }],
        expenses: [{ lineItem: 'Rent', amount: -10 }],
        expenseSheets: [
          before.expenseSheets[0],
          { name: 'Bad rows', rows: [{ label: 'ok' }, { label: 'ok' }, { label: '', value: 'v' }] },
        ],
        jummahs: [{ khateeb: 'x'.repeat(51), date: 'friday' }],
        announcements: [
          { title: 'Eid', startDate: '2026-05-20', endDate: '2026-05-19' },
          { title: 'Fake picture', image: fixtureDataUrl('gif', { declared: 'image/png' }) },
          { title: 'Svg', image: fixtureDataUrl('text') },
        ],
        customConfigurations: [{ name: 'clock_type', value: '9' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ successful: false, code: 'VALIDATION' });
    expect(res.json.fieldErrors).toEqual({
      'funds[0].name': 'Name is required',
      'funds[0].goal': 'Must not be negative',
      'funds[0].current': 'Must be a number',
      'funds[0].pledge': 'Must not be negative',
      'funds[0].endDate': 'Enter a real date (YYYY-MM-DD)',
      'expenses[0].amount': 'Must not be negative',
      'expenseSheets[1].rows[2].label': 'Label is required',
      'jummahs[0].khateeb': 'Must be at most 50 characters',
      'jummahs[0].date': 'Enter a real date (YYYY-MM-DD)',
      'announcements[0].endDate': 'The end date must not be before the start date',
      'announcements[1].image': 'The file is not a PNG, JPEG or WebP picture',
      'announcements[2].image': 'Images must be PNG, JPEG or WebP',
      'customConfigurations[0].value': 'Must be one of 1, 2',
    });
    expect(await read('invalid', masjid.token)).toEqual(before);
  });

  it('answers malformed bodies with a clear 4xx', async () => {
    const masjid = await t.registerMasjid('Masjid Malformed', { url: 'malformed' });
    const broken = await t.raw('malformed JSON', 'PUT', PATH, {
      token: masjid.token,
      headers: { 'content-type': 'application/json' },
      body: '{"companyId":',
    });
    expect(broken.status).toBe(400);
    expect(
      (
        await t.raw('a list where the body is an object', 'PUT', PATH, {
          token: masjid.token,
          body: [],
        })
      ).status,
    ).toBe(400);
    const noMasjid = await t.raw('leaves out companyId, which the schema requires', 'PUT', PATH, {
      token: masjid.token,
      body: { version: 0 },
    });
    expect(noMasjid.status).toBe(400);
    expect(noMasjid.json.fieldErrors).toEqual({ companyId: 'Masjid is required' });
    const noVersion = await t.raw('no version, and funds that are not a list', 'PUT', PATH, {
      token: masjid.token,
      body: { companyId: masjid.companyId, funds: 'many' },
    });
    expect(noVersion.json.fieldErrors).toEqual({
      version: 'The version this content was based on is missing: reload before saving',
      funds: 'funds must be a list',
    });
    const unknown = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: 'no-such-masjid', version: 0 } },
      { token: await t.superToken() },
    );
    expect(unknown.status).toBe(404);
  });

  it('accepts pictures beyond the general 256 KB body limit and refuses a body beyond its own', async () => {
    const masjid = await t.registerMasjid('Masjid Pictures', { url: 'pictures' });
    const pictures = Array.from({ length: 3 }, (_, i) => ({
      title: `Poster ${i}`,
      image: fixtureDataUrl('jpeg', { size: 250 * 1024 }),
    }));
    const res = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 0, announcements: pictures } },
      { token: masjid.token },
    );
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    expect(res.json.target!.announcements).toHaveLength(3);

    const huge = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 1, reminders: [{ text: 'x'.repeat(7 * 1024 * 1024) }] } },
      { token: masjid.token },
    );
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe('The request body is larger than 6 MB.');
    expect((await read('pictures', masjid.token)).version).toBe(1);
  });
});

describe('two admins editing at once', () => {
  it('refuses the save based on an older version and keeps the first one', async () => {
    const masjid = await t.registerMasjid('Masjid Busy', { url: 'busy' });
    const second = await t.call(
      CREATE_USER,
      {
        params: { companyId: masjid.companyId },
        body: { firstName: 'Bilal', lastName: 'Omar', email: 'bilal@busy.org', password: PASSWORD },
      },
      { token: masjid.token },
    );
    await t.confirmEmail(second.json.target!.id);
    const bilal = await t.login('bilal@busy.org', PASSWORD);

    const openedByAmina = await read('busy', masjid.token);
    const openedByBilal = await read('busy', bilal);
    const aminaSaves = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { ...openedByAmina, version: openedByAmina.version!, funds: [{ name: 'Amina fund', goal: 10 }] } },
      { token: masjid.token },
    );
    expect(aminaSaves.status).toBe(200);

    const bilalSaves = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { ...openedByBilal, version: openedByBilal.version!, funds: [{ name: 'Bilal fund', goal: 20 }] } },
      { token: bilal },
    );
    expect(bilalSaves.status).toBe(409);
    expect(bilalSaves.json).toMatchObject({ successful: false, code: 'CONFLICT', message: CONFLICT_MESSAGE });
    expect(CONFLICT_MESSAGE).toBe(
      'This content was changed by someone else since you opened it. Reload to see their changes.',
    );
    const now = await read('busy', bilal);
    expect(now.funds.map((f: { name: string }) => f.name)).toEqual(['Amina fund']);
    expect(now.version).toBe(1);

    const afterReload = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { ...now, version: now.version!, funds: [...now.funds, { name: 'Bilal fund', goal: 20 }] } },
      { token: bilal },
    );
    expect(afterReload.status).toBe(200);
    expect(afterReload.json.target!.funds.map((f) => f.name)).toEqual(['Amina fund', 'Bilal fund']);
  });

  it('lets exactly one of two simultaneous saves win', async () => {
    const masjid = await t.registerMasjid('Masjid Race', { url: 'race' });
    const superToken = await t.superToken();
    const [a, b] = await Promise.all([
      t.call(
        SAVE_CENTRAL_CONTROL,
        { body: { companyId: masjid.companyId, version: 0, funds: [{ name: 'A', goal: 1 }] } },
        { token: masjid.token },
      ),
      t.call(
        SAVE_CENTRAL_CONTROL,
        { body: { companyId: masjid.companyId, version: 0, funds: [{ name: 'B', goal: 2 }] } },
        { token: superToken },
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'A' : 'B';
    const view = await read('race', masjid.token);
    expect(view.version).toBe(1);
    expect(view.funds.map((f: { name: string }) => f.name)).toEqual([winner]);
  });
});

describe('permissions', () => {
  it('lets only the masjid admins and super admins write, and hides an inactive masjid from others', async () => {
    const own = await t.registerMasjid('Masjid Matrix Own', { url: 'matrixown' });
    const other = await t.registerMasjid('Masjid Matrix Other', { url: 'matrixother' });
    const tokens = { ownAdmin: own.token, otherAdmin: other.token, superAdmin: await t.superToken() };
    const version = (await read('matrixown', own.token)).version as number;
    await checkMatrix(t, tokens, [
      {
        method: 'GET',
        path: '/api/companies/url/matrixown/central-control',
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 },
      },
      {
        method: 'PUT',
        path: PATH,
        // Refused callers change nothing, so the super admin's save follows the own admin's.
        body: (caller: Caller) => ({
          companyId: own.companyId,
          version: caller === 'superAdmin' ? version + 1 : version,
          funds: [{ name: caller, goal: 1 }],
        }),
        expect: { anonymous: 401, otherAdmin: 403, ownAdmin: 200, superAdmin: 200 },
      },
    ]);
    expect((await read('matrixown', own.token)).funds.map((f: { name: string }) => f.name)).toEqual(['superAdmin']);
  });
});
