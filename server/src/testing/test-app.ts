import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { callRequest, type CallInput } from '@core/http/contract/call.js';
import type { AnyEndpoint, ResponseOf } from '@core/http/contract/endpoint.js';
import { readResponse } from '@core/testing/read-response.js';
import { ADMIN_PASSWORD, firstAdmin, sampleMasjid } from '@core/testing/sample-masjid.js';
import { createServedApp } from '../app.js';
import { ensureSuperAdmin } from '../bootstrap/super-admin.js';
import { fixedClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import { createDeps } from '../create-deps.js';
import { silentLogger, type Logger } from '../logger.js';
import { createMemoryMailer, type MailMessage, type Mailer } from '../mail/mailer.js';
import type { PushNetwork } from '../push/push-endpoint-guard.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { fakePushNetwork } from './test-push-network.js';
import { createAnswerValidator } from './answer-validator.js';

export const SUPER_EMAIL = 'root@minaret.test';
export const SUPER_PASSWORD = 'super-secret-1';
// The sample masjid is shared with the browser tests; route tests take it from here with the rest of their harness.
export { ADMIN_PASSWORD as PASSWORD, sampleMasjid as sampleCompany };

/**
 * What any route may answer instead of its answer: a refusal's message, field errors and code (docs/api.md).
 * A test reads them after checking the status; the answer's own type stays whole.
 */
export interface RefusalFields {
  message?: string;
  fieldErrors?: Record<string, string>;
  code?: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** false: send no cookies, as a different browser would (the test's requests share one cookie jar otherwise). */
  cookies?: boolean;
}

/** Sends with the server's own mailer and keeps a copy of each message sent (for `confirmEmail`). */
function keepingCopies(inner: Mailer, sent: MailMessage[]): Mailer {
  return {
    // Kept as it is handed over, so a test can follow a link even while the mail server stalls.
    async send(message) {
      sent.push(message);
      await inner.send(message);
    },
  };
}

/**
 * A Hono app over a fresh database, with mail kept in memory and a clock the test controls.
 * `mail: 'configured'` sends mail with the mailer the configuration chooses (SMTP_URL: a real SMTP server).
 */
export async function createTestContext(
  options: {
    now?: string;
    config?: Partial<Config>;
    logger?: Logger;
    mail?: 'memory' | 'configured';
    pushNetwork?: PushNetwork;
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const clock = fixedClock(options.now ?? new Date().toISOString());
  const mailer = createMemoryMailer();
  const configuredMail = options.mail === 'configured';
  // Route tests register many masjids from one (in-process) address; the registration limit has its own test.
  const config = {
    ...loadConfig({
      DATA_DIR: '/nonexistent/minaret-test',
      JWT_SECRET: 'x'.repeat(40),
      REGISTRATIONS_PER_ADDRESS: '1000',
      PUBLIC_READS_PER_MINUTE: '100000',
      PUBLIC_API_READS_PER_MINUTE: '100000',
      // No test asks the real weather service; a weather test passes its own fake's address.
      WEATHER_URL: 'off',
    }),
    ...options.config,
  };
  await ensureSuperAdmin(database.db, { email: SUPER_EMAIL, password: SUPER_PASSWORD }, silentLogger);
  const deps = await createDeps({
    db: database.db,
    config,
    clock,
    logger: options.logger ?? silentLogger,
    ...(configuredMail ? {} : { mailer }),
    changes: database.changes,
    // No test reaches a real push service: names resolve to a public address the fake network never reaches unless a test says otherwise.
    pushNetwork: options.pushNetwork ?? fakePushNetwork(),
  });
  if (configuredMail) deps.mailer = keepingCopies(deps.mailer, mailer.sent);
  const { app, keptLane } = createServedApp(deps);
  // Every answer a test receives must be what the API document says (docs/api.md).
  const answers = createAnswerValidator(() => app.routes);

  // One browser's cookies (the registration proof): set by responses, sent with later requests.
  const jar = new Map<string, string>();
  function keepCookies(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(method: string, path: string, opts: RequestOptions = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.cookies !== false && jar.size > 0 && !headers.cookie)
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'];
    if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(path, { method, headers, body });
    keepCookies(res);
    const read = await readResponse(res);
    const problems = answers.check({
      method,
      path,
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: read.text,
    });
    if (problems.length > 0) throw new Error(`The answer differs from the API document:\n${problems.join('\n')}`);
    return { ...read, headers: res.headers };
  }
  /**
   * A request the typed call cannot send, and the reason why, written at the call (docs/api.md, "Calling a
   * route"): a malformed or invalid body, a wrong content type, an address no endpoint declares, an option the
   * query schema does not know, HEAD or OPTIONS, a conditional request, an upload. Every other request of a
   * route test is `call`; route-tests-call-the-contract.test.ts holds both to it.
   */
  async function raw(reason: string, method: string, path: string, opts: RequestOptions = {}) {
    try {
      return await request(method, path, opts);
    } catch (error) {
      throw new Error(`${method} ${path} (${reason}): ${(error as Error).message}`, { cause: error });
    }
  }
  /**
   * The typed call of core's contract (docs/api.md, "Calling a route"): the endpoint's parameters, query
   * and body are checked by the type check, and the answer's JSON has the endpoint's answer type.
   */
  async function call<E extends AnyEndpoint>(
    target: E,
    input: CallInput<E>,
    opts: Omit<RequestOptions, 'body'> = {},
  ): Promise<Omit<Awaited<ReturnType<typeof request>>, 'json'> & { json: ResponseOf<E> & RefusalFields }> {
    const sent = callRequest(target, input);
    return request(sent.method, sent.path, { ...opts, body: sent.body });
  }

  async function login(email: string, password: string, companyId?: string) {
    const res = await request('POST', '/auth/login', { body: { email, password, companyId } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.json.token as string;
  }

  /**
   * Registers a masjid (at the sample Springfield address unless `address` is given) and its first admin,
   * confirms the email, and optionally activates the masjid.
   */
  async function registerMasjid(
    name: string,
    opts: { url?: string; email?: string; active?: boolean; address?: Record<string, unknown> } = {},
  ) {
    const url = opts.url ?? name.replace(/[^A-Za-z0-9]/g, '');
    const masjid = await request('POST', '/api/auth/companies', { body: sampleMasjid(name, url, opts.address) });
    if (masjid.status !== 200) throw new Error(`register ${name}: ${masjid.text}`);
    const companyId = masjid.json.target.id as string;
    const email = opts.email ?? `admin@${url.toLowerCase().slice(0, 12)}.org`;
    const user = await request('POST', `/api/auth/companies/${companyId}/users`, { body: firstAdmin(email) });
    if (user.status !== 200) throw new Error(`first admin of ${name}: ${user.text}`);
    const userId = user.json.target.id as string;
    await confirmEmail(userId);
    if (opts.active) {
      const superToken = await login(SUPER_EMAIL, SUPER_PASSWORD);
      await request('GET', `/api/auth/companies/${companyId}/activate?active=true`, { token: superToken });
    }
    const token = await login(email, ADMIN_PASSWORD);
    return { companyId, url, userId, email, token };
  }

  /** Gives a masjid the New York timetable (the route's own generator, iqamas included), as an admin would. */
  async function createNewYorkTimetable(masjid: { companyId: string; token: string }) {
    const res = await request('POST', '/api/prayer/config/create?generateIqamah=true', {
      token: masjid.token,
      body: newYorkTimetable(masjid.companyId),
    });
    if (res.status !== 200) throw new Error(`timetable of ${masjid.companyId}: ${res.text}`);
  }

  async function confirmEmail(userId: string) {
    const mail = [...mailer.sent].reverse().find((message) => message.link?.includes(userId));
    if (!mail?.link) throw new Error(`no verification mail for ${userId}`);
    const link = new URL(mail.link);
    const res = await request(
      'GET',
      `/api/auth/users/${link.searchParams.get('userId')}/verifyEmail/${link.searchParams.get('emailVerifyCode')}`,
    );
    if (res.status !== 200) throw new Error(`verify ${userId}: ${res.text}`);
  }

  return {
    app,
    keptLane,
    deps,
    db: database.db,
    dbKind: database.kind,
    clock,
    mailer,
    raw,
    call,
    login,
    registerMasjid,
    createNewYorkTimetable,
    confirmEmail,
    superToken: () => login(SUPER_EMAIL, SUPER_PASSWORD),
    close: () => database.destroy(),
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
