/**
 * Ayat al-Kursi (2:255), shown on the after-prayer card of a prayer-hall screen (docs/phases.md). Read from
 * the Quran data the project ships (quran-json, as the reminder of the day) once per process: one verse,
 * a few KB, the same for every masjid.
 */
import type { QuranPassage } from '@core/content/reminder.types.js';
import type { AppDeps } from '../app-deps.js';
import { readPassage } from '../reminders/quran-source.js';

let cached: Promise<QuranPassage> | null = null;

/** The passage, or null when the data cannot be read (a screen then shows the masjid's own texts only). */
export async function ayatAlKursi(deps: Pick<AppDeps, 'logger'>): Promise<QuranPassage | null> {
  cached ??= readPassage([2, 255, 255]);
  try {
    return await cached;
  } catch (error) {
    cached = null;
    deps.logger.error('Dashboard: Ayat al-Kursi unavailable', error);
    return null;
  }
}
