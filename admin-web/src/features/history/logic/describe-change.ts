import { diffValues, displayValue } from '@core/history/diff.js';
import type { HistoryEntry } from '@core/history/history.types.js';
import englishFleet from '@core/i18n/compiled/en/adminOperations.js';
import { translatorFor, type Translator } from '@core/i18n/translator.js';
import { localHistoryWord } from './history-words.js';

const ENGLISH: Translator = translatorFor('en', englishFleet);

export interface ChangeLine {
  what: string;
  before: string;
  after: string;
}

/** The entry's changes as rows of a before/after table, in words an admin reads. */
export function describeChanges(
  entry: Pick<HistoryEntry, 'before' | 'after'>,
  translator: Translator = ENGLISH,
): ChangeLine[] {
  const { t } = translator;
  const shown = (value: unknown) =>
    value === undefined || value === null || value === '' ? t('fleet.history.none') : displayValue(value);
  return diffValues(entry.before ?? null, entry.after ?? null).map((change) => ({
    what: change.path.length
      ? change.path.map((key) => localHistoryWord(key, translator)).join(' · ')
      : t('fleet.history.allOfIt'),
    before: shown(change.before),
    after: shown(change.after),
  }));
}

export function actorText(entry: Pick<HistoryEntry, 'actor'>, { t }: Translator = ENGLISH): string {
  return entry.actor.email ?? t('fleet.history.notSignedIn');
}
