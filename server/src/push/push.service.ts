/**
 * Prayer alerts with Web Push (docs/outside-the-hall.md): subscribing, planning each subscription's
 * alerts into push_alert, and sending the due ones so that, with any number of instances, each alert
 * goes out at most once: a sender claims due rows with FOR UPDATE SKIP LOCKED and marks them taken in a
 * short transaction, then sends outside any transaction (docs/security.md "Outbound calls"), then writes
 * each outcome. Another instance, or this one after a restart, never sees a taken alert unsent.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import webpush from 'web-push';
import { boundedRequest, failureKind } from '../outbound/bounded-request.js';
import { forEachAtMost } from '../outbound/at-most.js';
import { planAlerts } from '@core/push/plan-alerts.js';
import type { SubscribeInput } from '@core/push/push-alerts.schema.js';
import type { AppDeps } from '../app-deps.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { text } from '../http/server-text.js';
import { dstOf } from '../prayer/prayer.mapper.js';
import { loadMasjidTimetable, todayOf } from '../prayer/prayer.service.js';
import { addDays } from '@core/time/civil-date.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import { languageSetting } from '@core/i18n/language-settings.js';
import type { Language } from '@core/i18n/languages.js';
import type { AlertTexts } from '@core/push/plan-alerts.js';
import { alertLanguage, alertTextsIn } from './alert-language.js';
import { vapidKeys } from './vapid-keys.js';
import {
  checkEndpointForm,
  checkPushEndpoint,
  PushEndpointUnknown,
  type ResolvedAddress,
} from './push-endpoint-guard.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'pushNetwork' | 'shutdown'>;

/** Alerts are planned this many days ahead (today included) and renewed after RENEW_AFTER_MS. */
const PLAN_DAYS = 2;
export const RENEW_AFTER_MS = 6 * 3_600_000;
/** An alert found more than this late (a server that was down) is dropped: a late azan alert misleads. */
export const LATE_LIMIT_MS = 10 * 60_000;
/** Push services keep an undelivered message this long (seconds): no longer than the alert stays true. */
const PUSH_TTL_SECONDS = 15 * 60;
/** A push service has this long to take a message and answer, whatever it does meanwhile. */
export const PUSH_DEADLINE_MS = 10_000;
/** A push service's answer is a status and a few words: more is not read. */
export const PUSH_ANSWER_MAX_BYTES = 16 * 1024;
/** Sends in flight at once: one stalled push service holds one place, the others go on. */
export const PUSH_SENDS_AT_ONCE = 16;
/** What a taken alert's outcome says until its send ends; left so by a crash, it is never sent again. */
export const OUTCOME_SENDING = 'sending';

/**
 * Subscribes a browser, or changes its choices. A new endpoint is counted against the caller's address
 * first (PUSH_SUBSCRIPTIONS_PER_ADDRESS), then checked (https, a name, public addresses only), and the
 * masjid may hold at most `pushSubscriptionsPerMasjid` of them (docs/outside-the-hall.md).
 * `headerLanguage`: the request's Accept-Language, when it names a language Minaret speaks. The alerts are
 * written in the page's language, else that one, else the masjid's (docs/outside-the-hall.md "Prayer alerts").
 */
export async function subscribe(
  deps: Deps & Pick<AppDeps, 'throttle'>,
  masjid: MasjidRow,
  input: SubscribeInput,
  address: string,
  headerLanguage: Language | null = null,
): Promise<{ id: string }> {
  const { endpoint } = input.subscription;
  checkEndpointForm(endpoint);
  const known = await deps.db
    .selectFrom('push_subscription')
    .select('id')
    .where('endpoint', '=', endpoint)
    .where('company_id', '=', masjid.id)
    .executeTakeFirst();
  if (!known) await deps.throttle.pushSubscription(address);
  await checkPushEndpoint(endpoint, deps.pushNetwork.resolve);
  const language =
    input.language ?? headerLanguage ?? languageSetting(await findConfigurations(deps.db, masjid.id)).language;
  const values = {
    company_id: masjid.id,
    endpoint,
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    alerts: JSON.stringify(input.alerts),
    language,
  };
  const limit = deps.config.pushSubscriptionsPerMasjid;
  // Counted and inserted in one statement: a full masjid stores nothing (parallel subscribers can pass
  // the limit by at most their number, which the per-address count keeps small).
  const row = known
    ? await deps.db
        .updateTable('push_subscription')
        .set({ p256dh: values.p256dh, auth: values.auth, alerts: values.alerts, language })
        .where('id', '=', known.id)
        .returning('id')
        .executeTakeFirst()
    : (
        await sql<{ id: string }>`
          insert into push_subscription (id, company_id, endpoint, p256dh, auth, alerts, language)
          select ${randomUUID()}, ${values.company_id}, ${values.endpoint}, ${values.p256dh}, ${values.auth}, ${values.alerts}::jsonb, ${language}
          where (select count(*) from push_subscription where company_id = ${masjid.id}) < ${limit}
          on conflict (endpoint, company_id) do update
            set p256dh = excluded.p256dh, auth = excluded.auth, alerts = excluded.alerts, language = excluded.language
          returning id`.execute(deps.db)
      ).rows[0];
  if (!row) throw new AppError('CONFLICT', text('server.error.alertSubscriptionsFull'));
  await planMasjidAlerts(deps, masjid.id, row.id);
  return { id: row.id };
}

/** Ends every subscription of this browser endpoint (the endpoint is the browser's secret). */
export async function unsubscribe(db: Kysely<Database>, endpoint: string): Promise<number> {
  const result = await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Plans (again) the alerts of a masjid's subscriptions, or of one: the unsent future alerts are replaced
 * by those of the current timetable, so a change of times moves alerts already planned. Sent ones stay.
 */
export async function planMasjidAlerts(
  deps: Pick<Deps, 'db' | 'clock'>,
  companyId: string,
  onlySubscriptionId?: string,
): Promise<number> {
  const masjid = await findMasjidById(deps.db, companyId);
  const loaded = masjid ? await loadMasjidTimetable(deps, companyId) : undefined;
  const now = deps.clock.now();
  let query = deps.db.selectFrom('push_subscription').selectAll().where('company_id', '=', companyId);
  if (onlySubscriptionId) query = query.where('id', '=', onlySubscriptionId);
  const subscriptions = await query.execute();
  if (subscriptions.length === 0) return 0;
  const days = loaded ? loaded.timetable.views(addDays(todayOf(loaded.row, now), -1), PLAN_DAYS + 1) : [];
  // Each subscription's words in its own language, with the masjid's digits and clock.
  const setting = languageSetting(await findConfigurations(deps.db, companyId));
  const textsByLanguage = new Map<Language, AlertTexts>();
  const textsOf = (stored: string) => {
    const language = alertLanguage(stored);
    if (!textsByLanguage.has(language)) textsByLanguage.set(language, alertTextsIn(language, setting));
    return textsByLanguage.get(language)!;
  };
  let planned = 0;
  await deps.db.transaction().execute(async (trx) => {
    for (const subscription of subscriptions) {
      await trx
        .deleteFrom('push_alert')
        .where('subscription_id', '=', subscription.id)
        .where('sent_at', 'is', null)
        .execute();
      const alerts =
        masjid && loaded
          ? planAlerts({
              masjidName: masjid.name,
              zone: loaded.row.timezone_id,
              dst: dstOf(loaded.row),
              days,
              alerts: subscription.alerts,
              after: now,
              texts: textsOf(subscription.language),
            })
          : [];
      if (alerts.length > 0) {
        await trx
          .insertInto('push_alert')
          .values(
            alerts.map((alert) => ({
              id: randomUUID(),
              subscription_id: subscription.id,
              company_id: companyId,
              prayer_date: alert.date,
              prayer: alert.prayer,
              kind: alert.kind,
              due_at: alert.dueAt,
              title: alert.title,
              body: alert.body,
            })),
          )
          // Already sent for that day, prayer and kind: never a second time.
          .onConflict((oc) => oc.columns(['subscription_id', 'prayer_date', 'prayer', 'kind']).doNothing())
          .execute();
      }
      await trx.updateTable('push_subscription').set({ planned_at: now }).where('id', '=', subscription.id).execute();
      planned += alerts.length;
    }
  });
  return planned;
}

/** Renews the plans that are getting old (each looks two days ahead). */
export async function renewPlans(deps: Pick<Deps, 'db' | 'clock'>): Promise<void> {
  const cutoff = new Date(deps.clock.now().getTime() - RENEW_AFTER_MS);
  const stale = await deps.db
    .selectFrom('push_subscription')
    .select('company_id')
    .distinct()
    .where((eb) => eb.or([eb('planned_at', 'is', null), eb('planned_at', '<', cutoff)]))
    .execute();
  for (const { company_id } of stale) await planMasjidAlerts(deps, company_id);
}

export interface SendResult {
  sent: number;
  gone: number;
  failed: number;
  late: number;
  /** Endpoints whose name now leads into the server's own network: not reached, and forgotten. */
  refused: number;
}

type DueAlert = Awaited<ReturnType<typeof claimDueAlerts>>['toSend'][number];

/**
 * Sends the alerts that are due: claimed in one short transaction, sent outside it (at most
 * PUSH_SENDS_AT_ONCE at a time, each within its deadline), each outcome written as its send ends.
 * Nothing outside is awaited while a transaction holds a connection (on PGlite, the only one).
 */
export async function sendDueAlerts(
  deps: Deps,
  options: { limit?: number; deadlineMs?: number } = {},
): Promise<SendResult> {
  const now = deps.clock.now();
  const result: SendResult = { sent: 0, gone: 0, failed: 0, late: 0, refused: 0 };
  if (!(await anyAlertDue(deps.db, now))) return result;
  const keys = await vapidKeys(deps.db);
  const { late, toSend } = await claimDueAlerts(deps.db, now, options.limit ?? 200);
  result.late = late;
  await forEachAtMost(toSend, PUSH_SENDS_AT_ONCE, async (alert) => {
    const outcome = await push(deps, keys, alert, options.deadlineMs ?? PUSH_DEADLINE_MS);
    if (outcome === 'sent') result.sent += 1;
    else if (outcome === 'gone') result.gone += 1;
    else if (outcome === 'refused') result.refused += 1;
    else result.failed += 1;
    await recordOutcome(deps.db, alert, outcome);
  });
  return result;
}

/**
 * Takes the due alerts: rows locked FOR UPDATE SKIP LOCKED (a second instance skips them) and marked
 * taken before the transaction ends (a restart does not send them again). Too late ones are dropped here.
 */
async function claimDueAlerts(db: Kysely<Database>, now: Date, limit: number) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('push_alert')
      .innerJoin('push_subscription', 'push_subscription.id', 'push_alert.subscription_id')
      .innerJoin('company', 'company.id', 'push_alert.company_id')
      .select('company.url as companyUrl')
      .select([
        'push_alert.id',
        'push_alert.due_at',
        'push_alert.title',
        'push_alert.body',
        'push_alert.prayer',
        'push_alert.kind',
        'push_alert.prayer_date',
        'push_alert.company_id',
      ])
      .select([
        'push_subscription.id as subscriptionId',
        'push_subscription.endpoint',
        'push_subscription.p256dh',
        'push_subscription.auth',
      ])
      .where('push_alert.sent_at', 'is', null)
      .where('push_alert.due_at', '<=', now)
      .orderBy('push_alert.due_at')
      .limit(limit)
      .forUpdate('push_alert')
      .skipLocked()
      .execute();
    const isLate = (alert: (typeof due)[number]) => now.getTime() - new Date(alert.due_at).getTime() > LATE_LIMIT_MS;
    const lateIds = due.filter(isLate).map((alert) => alert.id);
    const toSend = due.filter((alert) => !isLate(alert));
    if (lateIds.length > 0)
      await trx.updateTable('push_alert').set({ sent_at: now, outcome: 'late' }).where('id', 'in', lateIds).execute();
    if (toSend.length > 0)
      await trx
        .updateTable('push_alert')
        .set({ sent_at: now, outcome: OUTCOME_SENDING })
        .where(
          'id',
          'in',
          toSend.map((alert) => alert.id),
        )
        .execute();
    return { late: lateIds.length, toSend };
  });
}

/**
 * The outcome of one send. The push service no longer knows this browser, or its name now leads into the
 * server's own network: the subscription (and its other alerts) go.
 */
async function recordOutcome(db: Kysely<Database>, alert: DueAlert, outcome: string) {
  await db.updateTable('push_alert').set({ outcome }).where('id', '=', alert.id).execute();
  if (outcome === 'gone' || outcome === 'refused')
    await db.deleteFrom('push_subscription').where('id', '=', alert.subscriptionId).execute();
}

/**
 * Most rounds find nothing due: they then make one plain read, with no transaction, no lock and no key
 * lookup. A round runs every 20 s in every instance, and on the embedded database the five statements of a
 * full round held the event loop for 25 to 50 ms (docs/read-model.md, "Background work").
 */
async function anyAlertDue(db: Kysely<Database>, now: Date): Promise<boolean> {
  const due = await db
    .selectFrom('push_alert')
    .select('id')
    .where('sent_at', 'is', null)
    .where('due_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return due !== undefined;
}

async function push(
  deps: Deps,
  keys: { publicKey: string; privateKey: string },
  alert: DueAlert,
  deadlineMs: number,
): Promise<string> {
  // DNS can change after a browser subscribed: the name is checked again, and the connection goes to the
  // address checked now, not to whatever a second lookup would answer.
  let address: ResolvedAddress;
  try {
    address = await checkPushEndpoint(alert.endpoint, deps.pushNetwork.resolve);
  } catch (error) {
    if (error instanceof PushEndpointUnknown) return 'failed: dns';
    deps.logger.warn("A prayer alert was not sent: its push endpoint leads into the server's own network", {
      pushService: new URL(alert.endpoint).hostname,
    });
    return 'refused';
  }
  const page = `/${encodeURIComponent(alert.companyUrl)}`;
  const payload = JSON.stringify({
    title: alert.title,
    body: alert.body,
    // One notification per prayer and kind: a later one replaces an unread earlier one.
    tag: `${alert.company_id}:${alert.prayer}:${alert.kind}`,
    url: page,
    date: alert.prayer_date,
  });
  const pushService = new URL(alert.endpoint).origin;
  try {
    // web-push encrypts and signs; the bounded client carries it (the library's own request has no
    // deadline on the answer and reads it whole, docs/security.md "Outbound calls").
    const details = webpush.generateRequestDetails(
      { endpoint: alert.endpoint, keys: { p256dh: alert.p256dh, auth: alert.auth } },
      payload,
      {
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        vapidDetails: {
          subject: deps.config.publicUrl.startsWith('https:') ? deps.config.publicUrl : 'mailto:push@minaret.invalid',
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
      },
    );
    const answer = await boundedRequest({
      url: details.endpoint,
      method: details.method,
      headers: details.headers as Record<string, string | number>,
      body: details.body ?? undefined,
      agent: deps.pushNetwork.agentFor(address),
      deadlineMs,
      maxBytes: PUSH_ANSWER_MAX_BYTES,
      signal: deps.shutdown,
    });
    if (answer.status >= 200 && answer.status < 300) return 'sent';
    if (answer.status === 404 || answer.status === 410) return 'gone';
    deps.logger.warn('A prayer alert could not be pushed', { status: answer.status, pushService });
    return `failed: ${answer.status}`;
  } catch (error) {
    const kind = failureKind(error) ?? 'network';
    deps.logger.warn('A prayer alert could not be pushed', { failure: kind, pushService });
    return `failed: ${kind}`;
  }
}
