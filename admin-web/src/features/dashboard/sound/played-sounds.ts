/**
 * The sounds this screen has played, kept across reloads in the browser's storage (docs/sound.md, "On the
 * screen"), so a reload, a data refresh or a crash never plays one twice. Ids older than two days are dropped.
 */
import { prunePlayed } from '@core/sound/sound-player.js';

const key = (companyUrl: string) => `minaret.sound.played.${companyUrl}`;

export function readPlayed(companyUrl: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key(companyUrl)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberPlayed(companyUrl: string, played: Set<string>, id: string, today: string): void {
  played.add(id);
  try {
    window.localStorage.setItem(key(companyUrl), JSON.stringify(prunePlayed(played, today)));
  } catch {
    // Storage full or refused (a private window): the set in memory still keeps this page from doubling.
  }
}
