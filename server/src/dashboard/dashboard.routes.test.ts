import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDayViews } from '../prayer/prayer.service.js';
import { giveChicagoTimetable } from '../testing/chicago-masjid.js';
import { checkMatrix } from '../testing/permission-matrix.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { DASHBOARD_BY_URL, DASHBOARD_BY_ID } from '@core/http/contract/public-reads.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

/** 10:00 in Chicago (CDT) on Friday 15 May 2026. */
const NOW = '2026-05-15T15:00:00Z';
const XSS = '<img src=x onerror=alert(1)>';

let t: TestContext;
let dash: Awaited<ReturnType<TestContext['registerMasjid']>>;
let hidden: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;
let blank: Awaited<ReturnType<TestContext['registerMasjid']>>;
let superToken: string;

async function saveContent(companyId: string, token: string) {
  const res = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId,
        version: 0,
        customConfigurations: [
          { name: 'clock_type', value: '2' },
          { name: 'jumah_prayer', value: '1:30 pm' },
        ],
        funds: [
          { name: 'Roof', goal: 1000, current: 250, pledge: 0, endDate: null, enabled: true },
          { name: 'Draft fund', goal: 5, current: 0, pledge: 0, endDate: null, enabled: false },
        ],
        expenses: [
          { lineItem: 'Electricity', amount: 310, enabled: true },
          { lineItem: 'Draft line', amount: 1, enabled: false },
        ],
        expenseSheets: [
          { name: 'Iftar', description: '', enabled: true, rows: [{ order: 1, label: 'Dates', value: '120' }] },
        ],
        jummahs: [
          { khateeb: XSS, date: '2026-05-22', enabled: true },
          { khateeb: 'Hidden', date: '2026-05-29', enabled: false },
        ],
        announcements: [
          { title: 'Eid', text: 'Eid prayer at 8', image: null, startDate: null, endDate: null, enabled: true },
        ],
        reminders: [{ text: 'Keep the car park clear.', reference: 'Committee', enabled: true }],
      },
    },
    { token },
  );
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  dash = await t.registerMasjid('Masjid Dash', { url: 'dash', active: true });
  hidden = await t.registerMasjid('Masjid Hidden', { url: 'hidden' });
  other = await t.registerMasjid('Masjid Other', { url: 'other', active: true });
  blank = await t.registerMasjid('Masjid Blank', { url: 'blank', active: true });
  superToken = await t.superToken();
  await giveChicagoTimetable(t, dash.companyId);
  await giveChicagoTimetable(t, hidden.companyId);
  await saveContent(dash.companyId, dash.token);
});
afterAll(() => t.close());

describe('GET /api/dashboard/{companyUrl}', () => {
  it('answers the whole dashboard in one call: company, configuration, public content, days, reminders, server time', async () => {
    const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' } });
    expect(res.status, res.text).toBe(200);
    const data = res.json;
    expect(data.company).toMatchObject({ id: dash.companyId, name: 'Masjid Dash', url: 'dash' });
    expect(data.timezoneId).toBe('America/Chicago');
    expect(data.serverTime).toBe(new Date(NOW).toISOString());
    expect(data.customConfigurations).toContainEqual({ name: 'clock_type', value: '2' });
    expect(data.customConfigurations).toContainEqual({ name: 'jumah_prayer', value: '1:30 pm' });
    // Two days by default, from today in the masjid's zone, identical to the prayer service's own answer.
    expect(data.days.map((day: { date: string }) => day.date)).toEqual(['2026-05-15', '2026-05-16']);
    const expected = await getDayViews(t.deps, dash.companyId, { year: 2026, month: 5, day: 15 }, 2);
    expect(data.days).toEqual(expected);
    expect(data.days[0]!.hijriString).toMatch(/^14\d\d\/\d{1,2}\/\d{1,2}$/);
    // Public view only: disabled items never reach a screen.
    expect(data.centralControl.funds.map((f: { name: string }) => f.name)).toEqual(['Roof']);
    expect(data.centralControl.expenses.map((e: { lineItem: string }) => e.lineItem)).toEqual(['Electricity']);
    expect(data.centralControl.jummahs.map((j: { khateeb: string }) => j.khateeb)).toEqual([XSS]);
    expect(data.centralControl.announcements).toHaveLength(1);
    // Reminders of the day: the Quran passage and the masjid's own reminders.
    expect(data.reminders.rod!.ayaDetail.ayas!.length).toBeGreaterThan(0);
    expect(data.reminders.custom).toEqual([{ text: 'Keep the car park clear.', reference: 'Committee' }]);
  });

  it('gives the public view to the masjid admin too (a screen shows what the public sees)', async () => {
    const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' } }, { token: dash.token });
    expect(res.status).toBe(200);
    expect(res.json.centralControl.funds).toHaveLength(1);
    expect(res.json.centralControl.jummahs).toHaveLength(1);
  });

  it('answers up to 400 days for offline screens, and refuses other day counts with 400', async () => {
    const year = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' }, query: { days: '366' } });
    expect(year.status).toBe(200);
    expect(year.json.days).toHaveLength(366);
    expect(year.json.days[365]!.date).toBe('2027-05-15');
    for (const bad of ['0', '401', 'abc', '2.5', '-1', '']) {
      const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' }, query: { days: bad } });
      expect(res.status, `days=${bad}`).toBe(400);
      expect(res.json.message).toMatch(/days/);
    }
    expect((await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' }, query: { lite: 'maybe' } })).status).toBe(
      400,
    );
  });

  it("leaves out the slides and reminders for widgets (lite) but keeps times and the Jumu'ah schedule", async () => {
    const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' }, query: { lite: 'true' } });
    expect(res.status).toBe(200);
    expect(res.json.days).toHaveLength(2);
    expect(res.json.centralControl).toMatchObject({ funds: [], expenses: [], expenseSheets: [], announcements: [] });
    expect(res.json.centralControl.jummahs).toHaveLength(1);
    expect(res.json.reminders).toEqual({ rod: null, hod: null, custom: [] });
  });

  it('rolls over at the masjid midnight, not at UTC midnight', async () => {
    t.clock.set('2026-05-16T04:30:00Z'); // 23:30 on 15 May in Chicago
    expect((await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' } })).json.days[0]!.date).toBe('2026-05-15');
    t.clock.set('2026-05-16T05:30:00Z'); // 00:30 on 16 May in Chicago
    expect((await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'dash' } })).json.days[0]!.date).toBe('2026-05-16');
    t.clock.set(NOW);
  });

  it('shows a masjid without a timetable with no days and the zone of its address', async () => {
    const res = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'blank' } });
    expect(res.status).toBe(200);
    expect(res.json.days).toEqual([]);
    expect(res.json.timezoneId).toBe('America/Chicago');
    // Without coordinates, the address itself (Springfield, IL 62701) gives the zone.
    // Written straight into the database, so the change is signalled as every write does (docs/read-model.md).
    const zoneAfter = async (changes: Record<string, unknown>) => {
      await t.db.updateTable('company').set(changes).where('id', '=', blank.companyId).execute();
      await t.deps.changes.publish(t.db, { companyId: blank.companyId, kind: 'company' });
    };
    await zoneAfter({ latitude: null, longitude: null });
    await expect
      .poll(
        async () => (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'blank' } })).json.company.address.latitude,
        {
          timeout: 3000,
        },
      )
      .toBeNull();
    expect((await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'blank' } })).json.timezoneId).toBe(
      'America/Chicago',
    );
    await zoneAfter({ city: 'Nowhere', state: '', zip: '', street: '' });
    await expect
      .poll(async () => (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'blank' } })).json.timezoneId, {
        timeout: 3000,
      })
      .toBe('UTC');
  });

  it('is public for a public masjid, only for its admins and super admins while inactive, 404 for unknown ones', async () => {
    const tokens = { otherAdmin: other.token, ownAdmin: dash.token, superAdmin: superToken };
    await checkMatrix(t, tokens, [
      {
        method: 'GET',
        path: '/api/dashboard/dash',
        expect: { anonymous: 200, otherAdmin: 200, ownAdmin: 200, superAdmin: 200 },
      },
      {
        method: 'GET',
        path: `/api/dashboard/companyId/${dash.companyId}`,
        expect: { anonymous: 200, otherAdmin: 200, ownAdmin: 200, superAdmin: 200 },
      },
      {
        method: 'GET',
        path: '/api/dashboard/nosuchmasjid',
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 404, superAdmin: 404 },
      },
      {
        method: 'GET',
        path: '/api/dashboard/companyId/no-such-id',
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 404, superAdmin: 404 },
      },
    ]);
    const hiddenTokens = { otherAdmin: other.token, ownAdmin: hidden.token, superAdmin: superToken };
    await checkMatrix(t, hiddenTokens, [
      {
        method: 'GET',
        path: '/api/dashboard/hidden',
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 },
      },
      {
        method: 'GET',
        path: `/api/dashboard/companyId/${hidden.companyId}`,
        expect: { anonymous: 404, otherAdmin: 404, ownAdmin: 200, superAdmin: 200 },
      },
    ]);
  });

  it('answers the same data by masjid id', async () => {
    const byId = await t.call(DASHBOARD_BY_ID, {
      params: { companyId: dash.companyId },
      query: { days: '3', lite: 'true' },
    });
    expect(byId.status).toBe(200);
    expect(byId.json.company.url).toBe('dash');
    expect(byId.json.days).toHaveLength(3);
  });

  it('answers malformed addresses with a 4xx, never a 500', async () => {
    for (const path of [
      '/api/dashboard/%E0%A4%A',
      `/api/dashboard/${'a'.repeat(5000)}`,
      '/api/dashboard/companyId/%ZZ',
      `/api/dashboard/companyId/${'x'.repeat(3000)}`,
      "/api/dashboard/a'b;drop table company",
      '/api/dashboard/dash?days=99999999999999999999',
    ]) {
      const res = await t.raw('hostile addresses, as written', 'GET', path);
      expect(res.status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status, path.slice(0, 60)).toBeLessThan(500);
    }
  });

  it('refuses writes: the dashboard is read-only', async () => {
    const res = await t.raw('a method the dashboard does not declare', 'POST', '/api/dashboard/dash', { body: {} });
    expect(res.status).toBe(404);
  });
});
