import type { Browser } from 'playwright-core';
import { apiCall, registerMasjidViaApi, signInWithNewYorkTimetable, type RegisteredMasjid } from './admin.js';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';
import { sharedServer } from './shared-server.js';

/** What a screen test starts from: a built server, one active masjid on the New York timetable, its admin's token. */
export interface ScreenMasjid {
  server: RunningServer;
  masjid: RegisteredMasjid;
  adminToken: string;
}

/**
 * Registers the masjid (active, with its timetable) on the worker's server, signed in as its admin.
 * `ownServer`: on a built server of its own, for a test that signals or restarts it.
 */
export async function startScreenMasjid(
  named: { name: string; url: string; email: string },
  { ownServer = false } = {},
): Promise<ScreenMasjid> {
  const server = ownServer ? await startServer() : sharedServer();
  const masjid = await registerMasjidViaApi(server, { ...named, active: true });
  const adminToken = await signInWithNewYorkTimetable(server, masjid);
  return { server, masjid, adminToken };
}

/** The same, with this worker's Chromium. */
export async function startScreenMasjidWithBrowser(
  named: { name: string; url: string; email: string },
  options: { ownServer?: boolean } = {},
): Promise<ScreenMasjid & { browser: Browser }> {
  const [started, browser] = await Promise.all([startScreenMasjid(named, options), launchBrowser()]);
  return { ...started, browser };
}

/** The masjid's screens as the Screens page reads them. */
export async function listedScreens({ server, masjid, adminToken }: ScreenMasjid): Promise<Array<Record<string, any>>> {
  const res = await apiCall(server, 'GET', `/api/companies/${masjid.companyId}/screens`, { token: adminToken });
  if (res.status !== 200) throw new Error(`screens of ${masjid.name}: ${res.status} ${res.text}`);
  return res.json as Array<Record<string, any>>;
}
