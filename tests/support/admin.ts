import type { Page } from 'playwright-core';
import { LOGIN, VERIFY_EMAIL } from '@core/http/contract/account.js';
import { CREATE_MASJID, SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { callRequest, type CallInput } from '@core/http/contract/call.js';
import { pathOf, type AnyEndpoint, type ResponseOf } from '@core/http/contract/endpoint.js';
import { CREATE_USER } from '@core/http/contract/users.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { readResponse } from '@core/testing/read-response.js';
import { ADMIN_PASSWORD, firstAdmin, SAMPLE_ADDRESS, sampleMasjid } from '@core/testing/sample-masjid.js';
import { keepPicture, PICTURES_TAKEN, settled, VIEWPORTS } from './browser.js';
import { SUPER_EMAIL, SUPER_PASSWORD, verificationLinkFromOutbox, type RunningServer } from './server.js';

async function call(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { ...(await readResponse(res)), setCookie: res.headers.getSetCookie() };
}

export const apiCall = call;

/**
 * The contract's typed call against a running server: `callEndpoint(server, PUBLIC_CONTENT, { params }, { token })`
 * checks the parameters, query and body, and types the answer's JSON (docs/api.md, "Calling a route").
 */
export async function callEndpoint<E extends AnyEndpoint>(
  server: RunningServer,
  target: E,
  input: CallInput<E>,
  options: { token?: string; cookie?: string } = {},
) {
  const sent = callRequest(target, input);
  const res = await call(server, sent.method, sent.path, { ...options, body: sent.body });
  return res as Omit<typeof res, 'json'> & { json: ResponseOf<E> };
}

export async function apiLogin(
  server: RunningServer,
  email: string,
  password: string,
  companyId?: string,
): Promise<string> {
  const res = await call(server, 'POST', pathOf(LOGIN, {}), { body: { email, password, companyId } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  return res.json.token as string;
}

export function superToken(server: RunningServer, companyId?: string) {
  return apiLogin(server, SUPER_EMAIL, SUPER_PASSWORD, companyId);
}

export interface RegisteredMasjid {
  companyId: string;
  userId: string;
  url: string;
  email: string;
  password: string;
  name: string;
}

/** A masjid and its confirmed first admin, made through the API (the UI flow has its own test). */
export async function registerMasjidViaApi(
  server: RunningServer,
  options: { name: string; url: string; email: string; active?: boolean; address?: Record<string, unknown> },
): Promise<RegisteredMasjid> {
  const masjid = await call(server, 'POST', pathOf(CREATE_MASJID, {}), {
    body: sampleMasjid(options.name, options.url, options.address ?? SAMPLE_ADDRESS),
  });
  if (masjid.status !== 200) throw new Error(`register ${options.name}: ${masjid.text}`);
  const companyId = masjid.json.target.id as string;
  // The registering browser's proof (an HttpOnly cookie) opens the first-admin step.
  const cookie = masjid.setCookie.map((line) => line.split(';')[0]).join('; ');
  const user = await call(server, 'POST', pathOf(CREATE_USER, { companyId }), {
    body: firstAdmin(options.email),
    cookie,
  });
  if (user.status !== 200) throw new Error(`first admin of ${options.name}: ${user.text}`);
  const link = new URL(verificationLinkFromOutbox(server.dataDir, options.email));
  const verified = await call(
    server,
    'GET',
    pathOf(VERIFY_EMAIL, {
      userId: link.searchParams.get('userId') ?? '',
      code: link.searchParams.get('emailVerifyCode') ?? '',
    }),
  );
  if (verified.status !== 200) throw new Error(`verify ${options.email}: ${verified.text}`);
  if (options.active) {
    const token = await superToken(server);
    await call(server, 'GET', pathOf(SET_MASJID_ACTIVE, { id: companyId }, { active: true }), { token });
  }
  return {
    companyId,
    userId: user.json.target.id,
    url: options.url,
    email: options.email,
    password: ADMIN_PASSWORD,
    name: options.name,
  };
}

/**
 * Signs the masjid's admin in through the API and generates New York's timetable with its iqamas, where
 * most admin page tests start; answers the admin's token.
 */
export async function signInWithNewYorkTimetable(server: RunningServer, masjid: RegisteredMasjid): Promise<string> {
  const token = await apiLogin(server, masjid.email, masjid.password);
  const created = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
    token,
    body: newYorkTimetable(masjid.companyId),
  });
  if (created.status !== 200) throw new Error(`timetable of ${masjid.name}: ${created.text}`);
  return token;
}

/** Signs in through the home page's form and waits for the admin page. */
export async function signIn(page: Page, server: RunningServer, email: string, password: string, masjidName?: string) {
  await page.goto(`${server.url}/${masjidName ? '?admin' : ''}`);
  if (masjidName) {
    const select = page.getByLabel('Masjid', { exact: true });
    await select.locator('option', { hasText: masjidName }).waitFor({ state: 'attached' });
    await select.selectOption({ label: masjidName });
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/auth/admin**');
}

/**
 * Screenshots of the current page at the laptop and phone sizes the issue asks for. `viewport: true` shoots
 * only what is on screen (for pages too long to read as one picture, such as a year of prayer times).
 */
export async function screenshotBoth(page: Page, name: string, options: { viewport?: boolean } = {}) {
  if (!PICTURES_TAKEN) return;
  const original = page.viewportSize();
  // Full-page shots of a scrolled page draw the sticky top bar in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(VIEWPORTS.laptop);
  await settled(page);
  await keepPicture(page, `${name}-1366x768`, { fullPage: !options.viewport });
  await page.setViewportSize(VIEWPORTS.phone);
  await settled(page);
  await keepPicture(page, `${name}-390x844`, { fullPage: !options.viewport });
  if (original) await page.setViewportSize(original);
}

/** The text of the alert currently shown. */
export async function alertText(page: Page): Promise<string> {
  const alert = page.locator('[data-alert-type]');
  await alert.waitFor();
  return (await alert.textContent())?.replace(/×$/, '').trim() ?? '';
}

/**
 * Waits for an alert with this text that no earlier call has taken, and returns its text. An alert stays 3
 * seconds, so a second save within that time must not be confirmed by the first save's alert: each alert
 * found here is marked, and the next call waits for a new one (the snackbar draws each alert as a new element).
 */
export async function expectAlert(page: Page, expected: string | RegExp): Promise<string> {
  const alert = page.locator('[data-alert-type]:not([data-test-seen])', { hasText: expected });
  await alert.waitFor();
  const text = await alert.evaluate((element) => {
    element.setAttribute('data-test-seen', '');
    return element.textContent ?? '';
  });
  return text.replace(/×$/, '').trim();
}
