import { OFFLINE_ALERT_AFTER_MS, ONLINE_WINDOW_MS } from '@core/screens/screen.schema.js';
import type { AppDeps } from '../app-deps.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { findPrayerConfig } from '../prayer/prayer.repository.js';
import { mailLanguageOf } from '../mail/reader-language.js';
import { screenAlertEmail } from '../mail/screen-alert-emails.js';
import { adminRecipientsOf, claimBackOnlineScreens, claimNewlyOfflineScreens } from './screen.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'logger' | 'config'>;

/** How often each instance runs the check; any instance may run it, the database decides who mails. */
export const OFFLINE_CHECK_INTERVAL_MS = 60_000;

/**
 * One pass of the offline check (docs/screens.md): a screen silent for 15 minutes gets its masjid's admins
 * one "offline" email, and one "back" email after its next heartbeat. Each screen is claimed by a single
 * UPDATE ... RETURNING, so instances running the check together never send the same email twice.
 */
export async function runOfflineCheck(deps: Deps): Promise<{ offline: number; back: number }> {
  const now = deps.clock.now();
  const offline = await claimNewlyOfflineScreens(deps.db, new Date(now.getTime() - OFFLINE_ALERT_AFTER_MS), now);
  const back = await claimBackOnlineScreens(deps.db, new Date(now.getTime() - ONLINE_WINDOW_MS));
  for (const screen of offline) await notify(deps, screen, 'offline');
  for (const screen of back) await notify(deps, screen, 'back');
  return { offline: offline.length, back: back.length };
}

async function notify(
  deps: Deps,
  screen: { company_id: string; name: string; last_seen_at: Date | null },
  kind: 'offline' | 'back',
) {
  const masjid = await findMasjidById(deps.db, screen.company_id);
  if (!masjid) return;
  // The last-seen time on the masjid's own clocks (its timetable's zone), as its admins read the hall's.
  const timeZone = (await findPrayerConfig(deps.db, screen.company_id))?.timezone_id ?? null;
  // Each admin reads it in their own language (docs/languages.md "Server messages").
  for (const { email: to, language } of await adminRecipientsOf(deps.db, screen.company_id)) {
    const message = screenAlertEmail({
      publicUrl: deps.config.publicUrl,
      to,
      kind,
      screenName: screen.name,
      masjidName: masjid.name,
      lastSeenAt: screen.last_seen_at,
      timeZone,
      language: await mailLanguageOf(deps.db, { language, company_id: screen.company_id }),
    });
    try {
      await deps.mailer.send(message);
    } catch (error) {
      // The claim is already taken: a failed send is logged, not retried, so nobody gets it twice.
      deps.logger.error(`Screen ${kind} email to ${to} failed`, error);
    }
  }
}

/** Runs the check every minute in this process; the returned function stops it (on shutdown). */
export function startOfflineChecks(deps: Deps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOfflineCheck(deps)
      .catch((error) => deps.logger.error('Screen offline check failed', error))
      .finally(() => {
        running = false;
      });
  }, OFFLINE_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
