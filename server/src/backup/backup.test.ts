import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataUrl } from '@core/content/image-fixtures.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createApp } from '../app.js';
import { createDeps } from '../create-deps.js';
import { silentLogger } from '../logger.js';
import { createMemoryMailer } from '../mail/mailer.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createTestContext, PASSWORD, SUPER_EMAIL, SUPER_PASSWORD, type TestContext } from '../testing/test-app.js';
import { BackupError } from './backup-format.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';
import { CREATE_PRAYER_CONFIG, PRAYER_CONFIG, SAVE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { callRequest, type CallInput } from '@core/http/contract/call.js';
import type { AnyEndpoint } from '@core/http/contract/endpoint.js';
import { MASJID } from '@core/http/contract/masjids.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { CREATE_USER, MASJID_USERS } from '@core/http/contract/users.js';
import { BACKUP } from '@core/http/contract/backup.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
let target: TestDatabase;
let lines: string[];

/** Everything an admin sees of the masjid, through the API (the test's app, or the restored copy's). */
async function masjidAsSeen(call: TestContext['call'], token: string) {
  const companyId = masjid.companyId;
  const read = async <E extends AnyEndpoint>(target: E, input: CallInput<E>) => {
    const res = await call(target, input, { token });
    expect(res.status, `${target.path} ${res.text}`).toBe(200);
    return res.json;
  };
  return {
    company: await read(MASJID, { params: { id: companyId } }),
    timetable: await read(PRAYER_CONFIG, { params: { companyId } }),
    content: await read(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }),
    users: await read(MASJID_USERS, { params: { companyId } }),
    history: await read(MASJID_HISTORY, { params: { companyId }, query: { limit: 100 } }),
  };
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  masjid = await t.registerMasjid('Masjid Backup', { url: 'backup', active: true });
  const created = await t.call(
    CREATE_PRAYER_CONFIG,
    { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
    { token: masjid.token },
  );
  expect(created.status, created.text).toBe(200);
  const config = created.json.target;
  config!.prayers[9]!.ishaIqama = '20:45';
  expect((await t.call(SAVE_PRAYER_CONFIG, { body: config! }, { token: masjid.token })).status).toBe(200);
  const content = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: masjid.companyId,
        version: 0,
        funds: [{ name: 'Roof', goal: 12500.5, current: 300.25, endDate: '2026-12-31' }],
        expenses: [{ lineItem: 'Electricity', amount: 410.1 }],
        expenseSheets: [
          { name: 'Iftar', description: 'Nightly', enabled: true, rows: [{ label: 'Dates', value: '$120' }] },
        ],
        jummahs: [{ khateeb: 'Imam Yusuf', date: '2026-05-15', enabled: true }],
        announcements: [
          {
            title: 'Eid',
            text: 'Eid at 8',
            image: fixtureDataUrl('png', { size: 2048 }),
            startDate: '2026-05-10',
            endDate: '2026-05-20',
            enabled: true,
          },
        ],
        reminders: [{ text: 'Keep the car park clear.', reference: 'Committee', enabled: true }],
        customConfigurations: [{ name: 'clock_type', value: '2' }],
      },
    },
    { token: masjid.token },
  );
  expect(content.status, content.text).toBe(200);
  const user = await t.call(
    CREATE_USER,
    {
      params: { companyId: masjid.companyId },
      body: { firstName: 'Second', lastName: 'Admin', email: 'second@backup.org', password: 'long-enough-1' },
    },
    { token: masjid.token },
  );
  expect(user.status, user.text).toBe(200);
  target = await createTestDatabase();
});
afterAll(async () => {
  await target?.destroy();
  await t.close();
});

describe('backup and restore', () => {
  it('lets only a super admin download a backup', async () => {
    expect((await t.call(BACKUP, {})).status).toBe(401);
    expect((await t.call(BACKUP, {}, { token: masjid.token })).status).toBe(403);
    const res = await t.call(BACKUP, {}, { token: await t.superToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="minaret-backup-2026-05-10-16-00\.jsonl"/,
    );
    lines = res.text.trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    expect(header).toMatchObject({ format: 'minaret-backup', version: 1 });
    expect(header.tables.map((table: { name: string }) => table.name)).toEqual(
      expect.arrayContaining([
        'company',
        'app_user',
        'prayer_config',
        'prayer_override',
        'announcement',
        'change_history',
      ]),
    );
    // Parents come before the tables that refer to them.
    const order = header.tables.map((table: { name: string }) => table.name);
    expect(order.indexOf('company')).toBeLessThan(order.indexOf('app_user'));
    expect(order.indexOf('expense_sheet')).toBeLessThan(order.indexOf('expense_sheet_row'));
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: true, rows: lines.length - 2 });
  });

  it('round-trips a full masjid (timetable, content, users, history) into an empty database', async () => {
    const restored = await restoreBackup(target.db, lines);
    expect(restored).toBe(lines.length - 2);
    // The same rows, value for value.
    const again = await writeBackup(target.db);
    expect(again.slice(1).sort()).toEqual(lines.slice(1).sort());

    const deps = await createDeps({
      db: target.db,
      config: t.deps.config,
      clock: t.clock,
      logger: silentLogger,
      mailer: createMemoryMailer(),
      changes: target.changes,
    });
    const app = createApp(deps);
    // The typed call over the restored copy's app: the reads above send no body.
    const call = (async (target: AnyEndpoint, input: CallInput<AnyEndpoint>, opts: { token?: string } = {}) => {
      const sent = callRequest(target, input);
      const res = await app.request(sent.path, {
        method: sent.method,
        headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      });
      const text = await res.text();
      return { status: res.status, text, json: text ? JSON.parse(text) : undefined, headers: res.headers };
    }) as TestContext['call'];
    // Password hashes come back too: the masjid's admin signs in on the restored copy.
    const adminSignIn = await app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: masjid.email, password: PASSWORD }),
    });
    expect(adminSignIn.status).toBe(200);
    const signIn = await app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPER_EMAIL, password: SUPER_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { token: string }).token;
    const original = await masjidAsSeen(t.call, await t.superToken());
    const copy = await masjidAsSeen(call, token);
    expect(copy).toEqual(original);
    expect(copy.timetable.prayers[9]!.ishaIqama).toBe('20:45');
    expect(copy.content.announcements[0]!.image).toBe(original.content.announcements[0]!.image);
    expect(copy.content.funds[0]).toMatchObject({ goal: 12500.5 });
  });

  it('refuses a database that is not empty, and a damaged or cut-off file, changing nothing', async () => {
    const before = await writeBackup(target.db);
    await expect(restoreBackup(target.db, lines)).rejects.toThrow(/not empty \(table \w+ has \d+ rows\)/);
    const fresh = await createTestDatabase();
    try {
      await expect(restoreBackup(fresh.db, lines.slice(0, -5))).rejects.toThrow(/incomplete/);
      await expect(
        restoreBackup(fresh.db, ['{"format":"something-else"}', '{"end":true,"rows":0}']),
      ).rejects.toBeInstanceOf(BackupError);
      const broken = [...lines];
      broken[3] = broken[3]!.slice(0, 20);
      await expect(restoreBackup(fresh.db, broken)).rejects.toThrow(/Line 4 .* not valid JSON/);
      const emptyAfter = await writeBackup(fresh.db);
      expect(emptyAfter.length).toBe(2);
    } finally {
      await fresh.destroy();
    }
    expect((await writeBackup(target.db)).slice(1)).toEqual(before.slice(1));
  });
});
