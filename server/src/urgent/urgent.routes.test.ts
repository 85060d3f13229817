/**
 * Urgent messages and the server notice (docs/urgent-message.md): validation, who may write them, tenant
 * isolation, the history entry, the dashboard answer (also the kept one) and the change signal to screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import {
  SAVE_SERVER_NOTICE,
  SAVE_URGENT_MESSAGE,
  SERVER_NOTICE,
  URGENT_MESSAGE,
  WITHDRAW_SERVER_NOTICE,
  WITHDRAW_URGENT_MESSAGE,
} from '@core/http/contract/urgent.js';
import { ALL_HISTORY, MASJID_HISTORY } from '@core/http/contract/history.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';

const NOW = '2026-11-23T12:00:00.000Z';
const IN_3_HOURS = '2026-11-23T15:00:00.000Z';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;
let superToken: string;

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  own = await t.registerMasjid('Masjid Urgent Own', { url: 'urgentown', active: true });
  other = await t.registerMasjid('Masjid Urgent Other', { url: 'urgentother', active: true });
  superToken = await t.superToken();
});
afterAll(() => t.close());

const urgentOf = async (url: string) =>
  (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: url } })).json.urgentMessages as Array<{
    text: string;
    scope: string;
  }>;

describe('a masjid’s urgent message', () => {
  it('refuses what cannot be right, naming the field', async () => {
    const cases: Array<[BodyOf<typeof SAVE_URGENT_MESSAGE>, string, RegExp]> = [
      [{ text: '', endsAt: IN_3_HOURS }, 'text', /required/],
      [{ text: 'x'.repeat(281), endsAt: IN_3_HOURS }, 'text', /at most 280/],
      [{ text: 'Car park closed', endsAt: 'tonight' }, 'endsAt', /date and time/],
      [{ text: 'Car park closed', endsAt: '2026-11-23T11:59:00Z' }, 'endsAt', /in the future/],
      [{ text: 'Car park closed', endsAt: '2026-12-01T12:00:00Z' }, 'endsAt', /within 7 days/],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call(
        SAVE_URGENT_MESSAGE,
        { params: { companyId: own.companyId }, body },
        { token: own.token },
      );
      expect(res.status, res.text).toBe(400);
      expect(res.json.fieldErrors![field]).toMatch(message);
    }
    expect(await urgentOf('urgentown')).toEqual([]);
  });

  it('is saved by the masjid’s admin, read back, shown in the dashboard answer and recorded in the history', async () => {
    expect((await urgentOf('urgentown')).length).toBe(0); // the answer is now kept by the read model
    const saved = await t.call(
      SAVE_URGENT_MESSAGE,
      {
        params: { companyId: own.companyId },
        body: { text: '  Fajr is in the upstairs hall today  ', endsAt: '2026-11-23T16:00:00+01:00' },
      },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.urgentMessage).toMatchObject({
      scope: 'masjid',
      text: 'Fajr is in the upstairs hall today',
      endsAt: IN_3_HOURS,
      sentAt: NOW,
    });
    expect(
      (await t.call(URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token })).json.urgentMessage!
        .text,
    ).toBe('Fajr is in the upstairs hall today');
    // The kept dashboard answer was dropped by the save.
    expect(await urgentOf('urgentown')).toMatchObject([
      { scope: 'masjid', text: 'Fajr is in the upstairs hall today' },
    ]);
    // Not on another masjid's screens.
    expect(await urgentOf('urgentother')).toEqual([]);
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'content' } },
      { token: own.token },
    );
    const entry = history.json.entries[0];
    expect(entry).toMatchObject({
      entityId: 'urgent-message',
      action: 'create',
      summary: 'Sent an urgent message to the screens',
      actor: { email: own.email },
      before: null,
      after: { text: 'Fajr is in the upstairs hall today', endsAt: IN_3_HOURS },
    });
  });

  it('is replaced by a new one, then withdrawn; both are in the history and the dashboard follows', async () => {
    const replaced = await t.call(
      SAVE_URGENT_MESSAGE,
      { params: { companyId: own.companyId }, body: { text: 'Car park closed until Asr', endsAt: IN_3_HOURS } },
      { token: own.token },
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(await urgentOf('urgentown')).toMatchObject([{ text: 'Car park closed until Asr' }]);
    const withdrawn = await t.call(
      WITHDRAW_URGENT_MESSAGE,
      { params: { companyId: own.companyId } },
      { token: own.token },
    );
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json.target).toEqual({ urgentMessage: null });
    expect(await urgentOf('urgentown')).toEqual([]);
    expect(
      (await t.call(URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token })).json.urgentMessage,
    ).toBeNull();
    // Nothing left to withdraw.
    expect(
      (await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token })).status,
    ).toBe(404);
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'content' } },
      { token: own.token },
    );
    expect(
      history.json.entries
        .slice(0, 2)
        .map((entry: { action: string; summary: string }) => [entry.action, entry.summary]),
    ).toEqual([
      ['withdraw', 'Withdrew the urgent message'],
      ['update', 'Sent an urgent message to the screens (1 change: text)'],
    ]);
  });

  it('leaves the dashboard answer at its end time, with no write in between', async () => {
    await t.call(
      SAVE_URGENT_MESSAGE,
      { params: { companyId: own.companyId }, body: { text: 'Short notice', endsAt: '2026-11-23T12:30:00Z' } },
      { token: own.token },
    );
    expect(await urgentOf('urgentown')).toHaveLength(1);
    // Past its end (and past the read model's 60 s limit on anything it keeps).
    t.clock.set('2026-11-23T12:31:00Z');
    try {
      expect(await urgentOf('urgentown')).toEqual([]);
      expect(
        (await t.call(URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token })).json
          .urgentMessage,
      ).toBeNull();
      expect(
        (await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token })).status,
      ).toBe(404);
    } finally {
      t.clock.set(NOW);
      await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token });
    }
  });

  it('ends a few hours after it is sent when no end is given', async () => {
    const saved = await t.call(
      SAVE_URGENT_MESSAGE,
      { params: { companyId: own.companyId }, body: { text: 'Doors open late' } },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.urgentMessage!.endsAt).toBe(IN_3_HOURS);
    expect(
      (await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token })).status,
    ).toBe(200);
  });

  it('is for the masjid’s own admins and super admins only (tenant isolation)', async () => {
    const body = { text: 'Not yours', endsAt: IN_3_HOURS };
    expect(
      (await t.call(SAVE_URGENT_MESSAGE, { params: { companyId: own.companyId }, body }, { token: other.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.call(URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: other.token })).status,
    ).toBe(403);
    expect(
      (await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: other.token })).status,
    ).toBe(403);
    expect((await t.call(SAVE_URGENT_MESSAGE, { params: { companyId: own.companyId }, body })).status).toBe(401);
    // An outsider learns nothing from validation.
    expect(
      (
        await t.raw(
          'leaves out text, which the schema requires',
          'PUT',
          `/api/auth/companies/${own.companyId}/urgent-message`,
          {
            token: other.token,
            body: {},
          },
        )
      ).status,
    ).toBe(403);
    expect(await urgentOf('urgentown')).toEqual([]);
    const bySuper = await t.call(
      SAVE_URGENT_MESSAGE,
      { params: { companyId: other.companyId }, body: { ...body, text: 'From the super admin' } },
      { token: superToken },
    );
    expect(bySuper.status, bySuper.text).toBe(200);
    expect(await urgentOf('urgentother')).toMatchObject([{ text: 'From the super admin' }]);
    expect(
      (await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: other.companyId } }, { token: superToken })).status,
    ).toBe(200);
    expect(
      (await t.call(SAVE_URGENT_MESSAGE, { params: { companyId: 'no-such-masjid' }, body }, { token: superToken }))
        .status,
    ).toBe(404);
  });
});

describe('the server notice', () => {
  it('is for super admins only', async () => {
    const body = { text: 'Server maintenance at 02:00 UTC', endsAt: IN_3_HOURS };
    expect((await t.call(SAVE_SERVER_NOTICE, { body }, { token: own.token })).status).toBe(403);
    expect((await t.call(SERVER_NOTICE, {}, { token: own.token })).status).toBe(403);
    expect((await t.call(WITHDRAW_SERVER_NOTICE, {}, { token: own.token })).status).toBe(403);
    expect((await t.call(SAVE_SERVER_NOTICE, { body })).status).toBe(401);
  });

  it('shows on every masjid’s dashboard beside the masjid’s own, first, until withdrawn; recorded in the history', async () => {
    await t.call(
      SAVE_URGENT_MESSAGE,
      { params: { companyId: own.companyId }, body: { text: 'Own message', endsAt: IN_3_HOURS } },
      { token: own.token },
    );
    expect(await urgentOf('urgentother')).toEqual([]); // kept by the read model before the notice
    const sent = await t.call(
      SAVE_SERVER_NOTICE,
      { body: { text: 'Server maintenance at 02:00 UTC', endsAt: IN_3_HOURS } },
      { token: superToken },
    );
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.target!.urgentMessage).toMatchObject({ scope: 'server' });
    expect((await urgentOf('urgentown')).map((message) => message.scope).sort()).toEqual(['masjid', 'server']);
    expect(await urgentOf('urgentother')).toMatchObject([{ scope: 'server', text: 'Server maintenance at 02:00 UTC' }]);
    expect((await t.call(SERVER_NOTICE, {}, { token: superToken })).json.urgentMessage!.text).toBe(
      'Server maintenance at 02:00 UTC',
    );
    const history = await t.call(ALL_HISTORY, {}, { token: superToken });
    expect(history.status, history.text).toBe(200);
    expect(history.json.entries[0]).toMatchObject({
      companyId: null,
      entityId: 'server-notice',
      summary: 'Sent a server notice to every masjid',
    });
    expect((await t.call(WITHDRAW_SERVER_NOTICE, {}, { token: superToken })).status).toBe(200);
    expect(await urgentOf('urgentother')).toEqual([]);
    expect(await urgentOf('urgentown')).toMatchObject([{ scope: 'masjid' }]);
    await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: own.companyId } }, { token: own.token });
  });
});

describe('screens hear of it at once', () => {
  it('a save and a withdrawal send `change` with kind `urgent` to the masjid’s stream; the server notice to every stream', async () => {
    const controller = new AbortController();
    const res = await t.app.request('/api/companies/url/urgentother/events', { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (count: number) => {
      while ((text.match(/^event: change$/gm) ?? []).length < count) {
        const next = await reader.read();
        if (next.done) break;
        text += decoder.decode(next.value, { stream: true });
      }
    };
    await t.call(
      SAVE_URGENT_MESSAGE,
      { params: { companyId: other.companyId }, body: { text: 'Hi', endsAt: IN_3_HOURS } },
      { token: other.token },
    );
    await t.call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: other.companyId } }, { token: other.token });
    await t.call(SAVE_SERVER_NOTICE, { body: { text: 'All', endsAt: IN_3_HOURS } }, { token: superToken });
    await t.call(WITHDRAW_SERVER_NOTICE, {}, { token: superToken });
    await until(4);
    controller.abort();
    expect(text.match(/^data: .*$/gm)!.filter((line) => line.includes('urgent'))).toEqual([
      'data: {"kind":"urgent"}',
      'data: {"kind":"urgent"}',
      'data: {"kind":"urgent"}',
      'data: {"kind":"urgent"}',
    ]);
  });
});
