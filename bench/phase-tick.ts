/**
 * Cost of one tick of the prayer-hall phase rule: `npx tsx bench/phase-tick.ts`
 *
 * A screen runs `screenPhaseAt` once a second. Measured on the desktop app's worst case, a 366-day
 * timetable in memory, over a whole day (86,400 ticks, one per second, every phase passed through), on
 * a Friday with two Jumu'ah sessions, with the default settings. The target is under 1 ms a tick.
 */
import { createPrayerCalculator } from '@core/prayer/calculator.js';
import { DEFAULT_IQAMA_RULES } from '@core/prayer/iqama.js';
import { NEW_YORK_SETTINGS } from '@core/prayer/new-york.fixture.js';
import { createTimetable } from '@core/prayer/timetable.js';
import { fridaySessionsFromText } from '@core/dashboard/phases/friday-sessions.js';
import { DEFAULT_PHASE_SETTINGS } from '@core/dashboard/phases/phase-settings.js';
import { screenPhaseAt } from '@core/dashboard/phases/screen-phase.js';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';

const zone = NEW_YORK_SETTINGS.timezoneId;
const days = createTimetable({
  calculator: createPrayerCalculator(NEW_YORK_SETTINGS),
  overrides: {},
  rules: DEFAULT_IQAMA_RULES,
  hijriAdjustment: 0,
}).views({ year: 2027, month: 11, day: 19 }, 366);
const fridaySessions = fridaySessionsFromText('1:00 pm and 2:00 pm');
const start = zonedInstant(zone, '2027-11-19', '00:00');

function run(ticks: number): number {
  const kinds = new Set<string>();
  const started = performance.now();
  for (let tick = 0; tick < ticks; tick += 1) {
    kinds.add(
      screenPhaseAt({ days, zone, nowMs: start + tick * 1000 + 5, settings: DEFAULT_PHASE_SETTINGS, fridaySessions })
        .kind,
    );
  }
  const elapsed = performance.now() - started;
  if (ticks === 86_400 && kinds.size !== 5)
    throw new Error(`expected every phase in a day, saw ${[...kinds].join(', ')}`);
  return elapsed / ticks;
}

run(2_000); // warm up
const perTick = [run(86_400), run(86_400), run(86_400)].sort((a, b) => a - b)[1]!;
console.log(
  `phase rule, one tick (366-day timetable, a Friday, median of 3 days of ticks): ${(perTick * 1000).toFixed(1)} µs`,
);
console.log(perTick < 1 ? 'under the 1 ms target' : 'OVER the 1 ms target');
