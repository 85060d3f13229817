/**
 * SIGKILL in the middle of timetable and content saves (docs/backup.md, "Durability"): after a restart,
 * every acknowledged save is there, and no timetable or content list is half written. Runs on the
 * embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { apiCall, apiLogin, registerMasjidViaApi, type RegisteredMasjid } from '../support/admin.js';
import { restartableServer, type RestartableServer } from '../support/restartable-server.js';
import type { RunningServer } from '../support/server.js';

const ROUNDS = 5;
const FUNDS_PER_SAVE = 6;

let server: RestartableServer;
let masjid: RegisteredMasjid;
let token: string;
/** The server the support helpers talk to (they need url and dataDir only). */
const asRunning = (): RunningServer => ({
  url: server.url,
  pid: server.pid() ?? 0,
  dataDir: server.dataDir,
  output: server.output,
  exitCode: () => null,
  signal: async () => null,
  stop: async () => undefined,
});

const ishaIqama = (seq: number) => `23:${String(seq % 60).padStart(2, '0')}`;

beforeAll(async () => {
  server = await restartableServer();
  await server.start();
  masjid = await registerMasjidViaApi(asRunning(), {
    name: 'Masjid Durable',
    url: 'durable',
    email: 'imam@durable.org',
    active: true,
  });
  token = await apiLogin(asRunning(), masjid.email, masjid.password);
  const created = await apiCall(asRunning(), 'POST', '/api/prayer/config/create?generateIqamah=true', {
    token,
    body: newYorkTimetable(masjid.companyId),
  });
  expect(created.status, created.text).toBe(200);
});
afterAll(async () => {
  await server?.dispose();
});

interface Writer {
  /** The value of the last save the server acknowledged, and of the one in flight when the server died. */
  acked: string | null;
  inFlight: string | null;
  acks: number;
}

async function timetableWriter(state: Writer, seq: { next: number }, stop: { now: boolean }) {
  const config = (await apiCall(asRunning(), 'GET', `/api/prayer/config/${masjid.companyId}`, { token })).json;
  while (!stop.now) {
    const value = ishaIqama(seq.next++);
    // Every day of the year changes in one save: a half-written save would show two values.
    for (const day of config.prayers) day.ishaIqama = value;
    state.inFlight = value;
    try {
      const res = await apiCall(asRunning(), 'POST', '/api/prayer/config', { token, body: config });
      if (res.status !== 200) throw new Error(`timetable save answered ${res.status}: ${res.text}`);
      state.acked = value;
      state.inFlight = null;
      state.acks++;
    } catch (error) {
      if (stop.now) return;
      throw error;
    }
  }
}

async function contentWriter(state: Writer, seq: { next: number }, stop: { now: boolean }) {
  let version = (await apiCall(asRunning(), 'GET', '/api/companies/url/durable/central-control', { token })).json
    .version as number;
  while (!stop.now) {
    const tag = `save-${seq.next++}`;
    const funds = Array.from({ length: FUNDS_PER_SAVE }, (_, index) => ({
      name: `${tag} fund ${index + 1}`,
      goal: 1000 + index,
    }));
    state.inFlight = tag;
    try {
      const res = await apiCall(asRunning(), 'PUT', '/api/companies/central-control', {
        token,
        body: { companyId: masjid.companyId, version, funds },
      });
      if (res.status !== 200) throw new Error(`content save answered ${res.status}: ${res.text}`);
      version = res.json.target.version;
      state.acked = tag;
      state.inFlight = null;
      state.acks++;
    } catch (error) {
      if (stop.now) return;
      throw error;
    }
  }
}

it(
  `keeps every acknowledged save and no half-written one across ${ROUNDS} SIGKILLs mid-save`,
  { timeout: 600_000 },
  async () => {
    const seq = { next: 0 };
    let totalAcks = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const stop = { now: false };
      const timetable: Writer = { acked: null, inFlight: null, acks: 0 };
      const content: Writer = { acked: null, inFlight: null, acks: 0 };
      const writers = Promise.all([timetableWriter(timetable, seq, stop), contentWriter(content, seq, stop)]);
      // Let both writers get saves acknowledged, then kill while they are mid-save.
      const deadline = Date.now() + 60_000;
      while ((timetable.acks < 2 || content.acks < 2) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 50 + round * 37));
      stop.now = true;
      await server.kill('SIGKILL');
      await writers;
      expect(timetable.acks, 'timetable saves before the kill').toBeGreaterThanOrEqual(2);
      expect(content.acks, 'content saves before the kill').toBeGreaterThanOrEqual(2);
      totalAcks += timetable.acks + content.acks;

      await server.start();
      token = await apiLogin(asRunning(), masjid.email, masjid.password);
      const config = (await apiCall(asRunning(), 'GET', `/api/prayer/config/${masjid.companyId}`, { token })).json;
      const values = new Set(config.prayers.map((day: { ishaIqama: string }) => day.ishaIqama));
      expect([...values], `round ${round}: one value on every day`).toHaveLength(1);
      const stored = [...values][0];
      // The last acknowledged save, or the one in flight if it committed before its answer was lost.
      expect([timetable.acked, timetable.inFlight], `round ${round} timetable`).toContain(stored);

      const saved = (await apiCall(asRunning(), 'GET', '/api/companies/url/durable/central-control', { token })).json;
      const tags = new Set(saved.funds.map((fund: { name: string }) => fund.name.split(' ')[0]));
      expect(saved.funds, `round ${round}: a whole list of funds`).toHaveLength(FUNDS_PER_SAVE);
      expect([...tags]).toHaveLength(1);
      expect([content.acked, content.inFlight], `round ${round} content`).toContain([...tags][0]);

      // History was written with the change, in the same transaction: its latest entry is what is stored.
      const history = (
        await apiCall(asRunning(), 'GET', `/api/history/companies/${masjid.companyId}?entity=timetable&limit=1`, {
          token,
        })
      ).json;
      const after = history.entries[0].after.overrides;
      const historyValues = new Set(
        Object.values(after)
          .map((cells) => (cells as { ishaIqama?: string }).ishaIqama)
          .filter(Boolean),
      );
      expect([...historyValues]).toEqual([stored]);
    }
    console.log(
      `SIGKILL durability (${server.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${ROUNDS} kills, ${totalAcks} acknowledged saves, none lost, none half written`,
    );
  },
);
