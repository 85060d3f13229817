/**
 * How soon an admin's change reaches the masjid's followers (issue 39, docs/outside-the-hall.md "Following"):
 * `npx tsx bench/follower-reach.ts [--rounds 3]` after `npm run build`.
 *
 * A built server with a New York masjid; a phone-sized Chromium follows it on the installable page
 * (`/following`, the list in the device's storage as a tap on "+ Follow" leaves it). Each round the admin saves
 * a new Isha iqama for today, and the bench times, from the save's answer, until:
 * - the v1 days answer (`/api/v1/masjids/{url}/days`) carries the new iqama and a new ETag;
 * - the calendar feed (`prayer-times.ics?times=iqama`) carries it;
 * - the following home shows it (the page reads the masjid's first month again each minute, revalidating
 *   with its ETag, never from a minute-old copy).
 * Push alerts are not timed here: a save's change signal plans the masjid's alerts again at once
 * (server/src/push/push-sender.ts), so the next alert after a save carries it.
 */
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { apiCall, registerMasjidViaApi, signInWithNewYorkTimetable } from '../tests/support/admin.js';
import { launchBrowser, VIEWPORTS } from '../tests/support/browser.js';
import { startServer } from '../tests/support/server.js';
import { option } from './options.js';

const rounds = Number(option('rounds') ?? 3);
const URL_NAME = 'followreach';
const ZONE = 'America/New_York';
/** Index of a date in the timetable's 366 rows (a leap year's days, 29 February included). */
function rowOf(isoDate: string): number {
  const [, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return (Date.UTC(2024, month - 1, day) - Date.UTC(2024, 0, 1)) / 86_400_000;
}

const server = await startServer({ PUBLIC_API_READS_PER_MINUTE: '100000' });
const browser = await launchBrowser();
try {
  const masjid = await registerMasjidViaApi(server, {
    name: 'Masjid Follower Reach',
    url: URL_NAME,
    email: 'imam@followreach.org',
    active: true,
  });
  const token = await signInWithNewYorkTimetable(server, masjid);
  const today = zonedNow(ZONE, Date.now()).date;
  const page = await browser.newPage({ viewport: VIEWPORTS.phone });
  await page.addInitScript(
    (list) => localStorage.setItem('minaret.following', list),
    JSON.stringify([{ url: URL_NAME, name: 'Masjid Follower Reach' }]),
  );
  await page.goto(`${server.url}/following`);
  await page.getByText('Masjid Follower Reach').first().waitFor();

  const reached: Record<'v1' | 'feed' | 'home', number[]> = { v1: [], feed: [], home: [] };
  for (let round = 0; round < rounds; round++) {
    // 21:4x, a time the table never had: each round its own minute.
    const iqama = `21:4${round + 1}`;
    const shown = `9:4${round + 1}`;
    const daysAddress = `${server.url}/api/v1/masjids/${URL_NAME}/days?from=${today}&days=1`;
    const before = await fetch(daysAddress);
    const config = (await apiCall(server, 'GET', `/api/prayer/config/${masjid.companyId}`, { token })).json;
    config.prayers[rowOf(today)].ishaIqama = iqama;
    const saved = await apiCall(server, 'POST', '/api/prayer/config', { token, body: config });
    if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.text}`);
    const start = Date.now();
    const pending = new Set(Object.keys(reached) as Array<keyof typeof reached>);
    while (pending.size > 0 && Date.now() - start < 180_000) {
      if (pending.has('v1')) {
        const days = await fetch(daysAddress);
        const text = await days.text();
        if (days.headers.get('etag') !== before.headers.get('etag') && text.includes(`T${iqama}`)) {
          reached.v1.push(Date.now() - start);
          pending.delete('v1');
        }
      }
      if (pending.has('feed')) {
        const feed = await fetch(`${server.url}/api/companies/url/${URL_NAME}/prayer-times.ics?times=iqama`);
        const text = await feed.text();
        if (text.includes(`${today.replaceAll('-', '')}T${iqama.replace(':', '')}00`)) {
          reached.feed.push(Date.now() - start);
          pending.delete('feed');
        }
      }
      if (pending.has('home') && (await page.getByText(shown, { exact: false }).count()) > 0) {
        reached.home.push(Date.now() - start);
        pending.delete('home');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const channel of pending) reached[channel].push(Number.NaN);
  }
  const figure = (values: number[]) =>
    values.map((ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'not within 180 s')).join(', ');
  console.log(`today ${today} (${ZONE}); ${rounds} saves of today's Isha iqama`);
  console.log(`v1 days answer (new ETag and iqama): ${figure(reached.v1)}`);
  console.log(`calendar feed (server's answer):     ${figure(reached.feed)}`);
  console.log(`following home (phone Chromium):    ${figure(reached.home)}`);
} finally {
  await browser.close();
  await server.stop();
}
