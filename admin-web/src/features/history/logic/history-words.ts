/**
 * The History screens' words in the admin's language (docs/history.md "In the admin's language"): the server
 * stores each entry's summary in English and its snapshots with English keys (core/src/history/labels.ts);
 * the screens read them again from what the entry keeps. English shows them exactly as stored.
 */
import { diffValues, NAMED_CHANGES, summarizeChanges, type ValueChange } from '@core/history/diff.js';
import type { HistoryEntry } from '@core/history/history.types.js';
import { historyWord } from '@core/history/labels.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import type { Translator } from '@core/i18n/translator.js';
import type { PrayerColumn } from '@core/prayer/prayer.types.js';
import { COLUMN_LABELS } from '@core/prayer/table-columns.js';
import { joinList } from '../../../lib/i18n/fleet-format.js';
import { columnTitle, salahDates } from '../../salah/logic/salah-words.js';

/** The words labels.ts gives the snapshots' keys. */
const WORD_KEYS = {
  overrides: 'fleet.history.word.overrides',
  calculationMethod: 'fleet.history.word.calculationMethod',
  asrMethod: 'fleet.history.word.asrMethod',
  offsets: 'fleet.history.word.offsets',
  highLatitudeRule: 'fleet.history.word.highLatitudeRule',
  iqamaRules: 'fleet.history.word.iqamaRules',
  timezoneId: 'fleet.history.word.timezoneId',
  dst: 'fleet.history.word.dst',
  enable: 'fleet.history.word.enable',
  automatic: 'fleet.history.word.automatic',
  begin: 'fleet.history.word.begin',
  end: 'fleet.history.word.end',
  funds: 'fleet.history.word.funds',
  expenses: 'fleet.history.word.expenses',
  expenseSheets: 'fleet.history.word.expenseSheets',
  jummahs: 'fleet.history.word.jummahs',
  announcements: 'fleet.history.word.announcements',
  reminders: 'fleet.history.word.reminders',
  firstName: 'fleet.history.word.firstName',
  lastName: 'fleet.history.word.lastName',
  expirationDate: 'fleet.history.word.expirationDate',
} as const satisfies Record<string, AdminKey>;

/** Every title the server records (its `history.record(action, title)` calls), as it stores them. */
export const SUMMARY_KEYS = {
  'Registered the masjid': 'fleet.history.summary.registeredMasjid',
  'Edited the masjid during registration': 'fleet.history.summary.editedMasjidDuringRegistration',
  'Edited the masjid profile': 'fleet.history.summary.editedMasjidProfile',
  'Activated the masjid': 'fleet.history.summary.activatedMasjid',
  'Deactivated the masjid': 'fleet.history.summary.deactivatedMasjid',
  'Deleted the masjid and all its data': 'fleet.history.summary.deletedMasjid',
  'Released the dashboard URL of a registration left unfinished': 'fleet.history.summary.releasedUrl',
  'Chose a new password from an emailed link': 'fleet.history.summary.choseNewPassword',
  'Sent an invitation again': 'fleet.history.summary.invitedAgain',
  'Invited a user': 'fleet.history.summary.invitedUser',
  'Accepted the invitation and chose a password': 'fleet.history.summary.acceptedInvitation',
  'Added the first admin': 'fleet.history.summary.addedFirstAdmin',
  'Added a user': 'fleet.history.summary.addedUser',
  'Edited their own profile': 'fleet.history.summary.editedOwnProfile',
  'Edited a user': 'fleet.history.summary.editedUser',
  'Chose their language': 'fleet.history.summary.choseLanguage',
  'Activated a user': 'fleet.history.summary.activatedUser',
  'Deactivated a user': 'fleet.history.summary.deactivatedUser',
  'Reset a password': 'fleet.history.summary.resetPassword',
  'Changed their own password': 'fleet.history.summary.changedOwnPassword',
  'Confirmed their email address': 'fleet.history.summary.confirmedEmail',
  'Saved display settings': 'fleet.history.summary.savedDisplaySettings',
  'Saved content': 'fleet.history.summary.savedContent',
  "Saved Jumu'ah, Eid and Ramadan": 'fleet.history.summary.savedOccasions',
  'Reset prayers': 'fleet.history.summary.resetPrayers',
  'Set up prayer times': 'fleet.history.summary.setUpPrayerTimes',
  'Saved the timetable': 'fleet.history.summary.savedTimetable',
  'Saved an imported timetable': 'fleet.history.summary.savedImportedTimetable',
  'Changed daylight saving': 'fleet.history.summary.changedDst',
  'Changed calculation and iqama rules': 'fleet.history.summary.changedRules',
} as const satisfies Record<string, AdminKey>;

/** The restore's title, with the restored entry's time and author (server/src/history/history.service.ts). */
const RESTORED = /^Restored the timetable as saved on (\d{4}-\d\d-\d\d \d\d:\d\d) UTC(?: by (.+))?$/;

/** A snapshot key in words: 'overrides' -> 'Typed time', '01-05' -> 'Jan 5', 'fajrIqama' -> 'Fajr Iqama'. */
export function localHistoryWord(key: string, { t, language }: Translator): string {
  if (language === 'en') return historyWord(key);
  if (Object.hasOwn(WORD_KEYS, key)) return t(WORD_KEYS[key as keyof typeof WORD_KEYS]);
  if (/^(0[1-9]|1[0-2])-\d\d$/.test(key)) return salahDates(language).monthDay(`2000-${key}`);
  if (Object.hasOwn(COLUMN_LABELS, key)) return columnTitle(key as PrayerColumn, t);
  // Names of rows (a fund's name) and the snapshots' other fields stay as written.
  return historyWord(key);
}

function localTitle(title: string, { t }: Translator): string | undefined {
  if (Object.hasOwn(SUMMARY_KEYS, title)) return t(SUMMARY_KEYS[title as keyof typeof SUMMARY_KEYS]);
  const restored = RESTORED.exec(title);
  if (!restored) return undefined;
  const when = restored[1]!;
  return restored[2]
    ? t('fleet.history.summary.restoredBy', { when, who: restored[2] })
    : t('fleet.history.summary.restored', { when });
}

function localChanges(changes: readonly ValueChange[], translator: Translator): string {
  const { t, language } = translator;
  const names = joinList(
    language,
    changes
      .slice(0, NAMED_CHANGES)
      .map(
        (change) => change.path.map((key) => localHistoryWord(key, translator)).join(' ') || t('fleet.history.allOfIt'),
      ),
  );
  return changes.length > NAMED_CHANGES
    ? t('fleet.history.changesMore', { count: changes.length, names, more: changes.length - NAMED_CHANGES })
    : t('fleet.history.changes', { count: changes.length, names });
}

/**
 * The entry's summary ("Saved the timetable (1 change: Typed time Jan 5 Fajr Iqama)") in the admin's
 * language: its title is one of the server's, and its list of changes is what its before and after differ
 * in, as server/src/history/record-change.ts wrote it. A summary written otherwise is shown as stored.
 */
export function summaryText(entry: Pick<HistoryEntry, 'summary' | 'before' | 'after'>, translator: Translator): string {
  if (translator.language === 'en') return entry.summary;
  const before = entry.before ?? null;
  const after = entry.after ?? null;
  const changes = diffValues(before, after);
  const listed = before !== null && after !== null && changes.length > 0;
  const suffix = listed ? ` (${summarizeChanges(changes, NAMED_CHANGES, historyWord)})` : '';
  if (!entry.summary.endsWith(suffix)) return entry.summary;
  const title = localTitle(entry.summary.slice(0, entry.summary.length - suffix.length), translator);
  if (title === undefined) return entry.summary;
  return listed
    ? translator.t('fleet.history.withChanges', { title, changes: localChanges(changes, translator) })
    : title;
}
