/**
 * The simulated week of sound at full length (docs/sound.md, "The simulated week"): `npx tsx
 * bench/sound-week.ts [--shortened] [--lead=seconds]` after `npm run build`. A built server with a Chicago
 * masjid, its real timetable from two days before Eid al-Fitr to the night the clocks change, every moment
 * given a sound, and the desktop renderer driven through it in Chromium. Prints the planned and started
 * sounds, the misses, doubles, overlaps and starts in a khutbah or salah, the sounds cut short or run past
 * their end, the lateness of each start on the driven clock and the sounds that started more than 100 ms
 * late. `--lead` lands each jump that long before its sound (3 s by default). The browser test
 * (tests/e2e/sound-week.test.ts) drives a day of each kind (`--shortened`).
 */
import { launchBrowser } from '../tests/support/browser.js';
import { startServer } from '../tests/support/server.js';
import { driveSoundWeek, soundWeek, uploadWeekRecording } from '../tests/support/sound-week.js';
import { dashboardData, richContent, seedMasjid } from '../tests/e2e/public-fixtures.js';

const server = await startServer();
const browser = await launchBrowser();
try {
  const masjid = await seedMasjid(server, {
    name: 'Masjid Sound Week',
    url: 'soundweek',
    email: 'admin@soundweek.org',
    content: () => richContent('2027-01-01'),
  });
  await uploadWeekRecording(server.url, masjid.companyId, masjid.token);
  const week = soundWeek(await dashboardData(server, 'soundweek', 400), {
    shortened: process.argv.includes('--shortened'),
  });
  const lead = process.argv.find((arg) => arg.startsWith('--lead='));
  const figures = await driveSoundWeek(browser, server.url, 'soundweek', week, {
    ...(lead ? { leadMs: Number(lead.slice('--lead='.length)) * 1000 } : {}),
  });
  const late = [...figures.lateMs].sort((a, b) => a - b);
  const at = (share: number) => late[Math.min(late.length - 1, Math.floor(late.length * share))] ?? NaN;
  console.log(`days ${week.dates[0]} .. ${week.dates.at(-1)} (${week.dates.length}): ${JSON.stringify(week.holds)}`);
  console.log(`planned ${figures.planned}, started ${figures.started}`);
  console.log(
    `missed ${figures.missed.length}, doubled ${figures.doubled.length}, overlapping ${figures.overlapping.length}, in a khutbah or salah ${figures.inQuiet.length}`,
  );
  console.log(`late on the driven clock: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${late.at(-1)} ms`);
  const ends = figures.endMs.filter(Number.isFinite).sort((x, y) => x - y);
  console.log(
    `cut short ${figures.cutShort.length}, ran past ${figures.ranPast.length}; end against the planned end: min ${ends[0]} ms, median ${ends[Math.floor(ends.length / 2)]} ms, max ${ends.at(-1)} ms (${ends.length} ends heard)`,
  );
  console.log(`driven in ${figures.seconds.toFixed(1)} s`);
  for (const id of [
    ...figures.missed,
    ...figures.doubled,
    ...figures.overlapping,
    ...figures.inQuiet,
    ...figures.cutShort,
    ...figures.ranPast,
  ])
    console.log(`  ${id}`);
  week.plan.forEach((item, index) => {
    if ((figures.lateMs[index] ?? 0) > 100) console.log(`  ${item.id} started ${figures.lateMs[index]} ms late`);
  });
} finally {
  await browser.close();
  await server.stop();
}
