/**
 * The History screens' words in the admin's language (docs/history.md "In the admin's language"): the server
 * stores each entry's summary in English and its snapshots with English keys (core/src/history/labels.ts);
 * the screens read them again from what the entry keeps. English shows them exactly as stored.
 */
import { diffValues, NAMED_CHANGES, summarizeChanges, type ValueChange } from '@core/history/diff.js';
import type { HistoryEntry } from '@core/history/history.types.js';
import { historyWord } from '@core/history/labels.js';
import type { SnapshotField } from '@core/history/snapshot-fields.js';
import { HISTORY_TITLES, RESTORED_TITLE, type HistoryTitleId } from '@core/history/titles.js';
import { PHASE_SETTINGS_CONFIGURATION } from '@core/dashboard/phases/phase-settings.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import type { Translator } from '@core/i18n/translator.js';
import type { PrayerColumn } from '@core/prayer/prayer.types.js';
import { COLUMN_LABELS } from '@core/prayer/table-columns.js';
import { joinList } from '../../../lib/i18n/fleet-format.js';
import { configurationLabel } from '../../content/components/localized-definitions.js';
import { columnTitle, salahDates } from '../../salah/logic/salah-words.js';

/**
 * Every field a snapshot can hold (core/src/history/snapshot-fields.ts) in the admin's words: the words of
 * labels.ts, and elsewhere the words the admin screens label the field with (the Configuration tab, the
 * Salah tab, the masjid and user forms), so the History table says what the form says. A field added to a
 * snapshot without a word here fails the type check.
 */
const FIELD_KEYS: Record<SnapshotField, AdminKey> = {
  // The timetable (the words of labels.ts, then the Salah tab's).
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
  location: 'salah.location',
  latitude: 'salah.latitude',
  longitude: 'salah.longitude',
  weekStartsOn: 'salah.weekStartsOn',
  seasonal: 'salah.seasonal',
  minutesAfter: 'salah.minutesAfterAzan',
  roundTo: 'salah.roundUpTo',
  frequency: 'fleet.history.word.frequency',
  fixedTime: 'salah.fixedTime',
  prayer: 'salah.prayer',
  from: 'fleet.history.word.from',
  to: 'fleet.history.word.to',
  time: 'fleet.history.word.time',
  // Content, and Jumu'ah, Eid and Ramadan (the Configuration tab's words).
  funds: 'fleet.history.word.funds',
  expenses: 'fleet.history.word.expenses',
  expenseSheets: 'fleet.history.word.expenseSheets',
  jummahs: 'fleet.history.word.jummahs',
  announcements: 'fleet.history.word.announcements',
  reminders: 'fleet.history.word.reminders',
  id: 'fleet.history.word.id',
  name: 'settings.field.name',
  goal: 'settings.funds.goal',
  current: 'settings.funds.current',
  pledge: 'settings.funds.pledge',
  endDate: 'settings.field.endDate',
  enabled: 'settings.field.enabled',
  lineItem: 'settings.expenses.lineItem',
  amount: 'settings.expenses.amount',
  description: 'settings.sheets.description',
  rows: 'fleet.history.word.rows',
  order: 'fleet.history.word.order',
  label: 'fleet.history.word.label',
  value: 'fleet.history.word.value',
  khateeb: 'settings.jummah.khateeb',
  date: 'settings.occasions.date',
  session: 'settings.jummah.session',
  title: 'settings.announcements.title',
  text: 'settings.field.text',
  image: 'fleet.history.word.image',
  startDate: 'settings.announcements.startDate',
  reference: 'settings.reminders.reference',
  jumuahSessions: 'settings.occasions.sessions',
  eidPrayers: 'settings.occasions.eids',
  ramadan: 'settings.occasions.ramadan',
  khutbah: 'settings.occasions.khutbah',
  salah: 'settings.occasions.salah',
  language: 'settings.occasions.language',
  eid: 'settings.occasions.eid',
  times: 'settings.occasions.times',
  place: 'settings.occasions.place',
  suhoorMinutesBeforeFajr: 'settings.occasions.suhoorMinutes',
  taraweehTime: 'settings.occasions.taraweeh',
  // The masjid and its users (the masjid and user forms' words).
  url: 'people.masjidForm.url',
  website: 'people.masjidForm.website',
  active: 'people.field.active',
  expirationDate: 'fleet.history.word.expirationDate',
  address: 'people.masjidForm.address',
  street: 'people.masjidForm.street',
  city: 'people.masjidForm.city',
  state: 'people.masjidForm.state',
  zip: 'people.masjidForm.zip',
  country: 'people.masjidForm.country',
  currency: 'people.masjidForm.currency',
  currencyChosen: 'fleet.history.word.currencyChosen',
  companyId: 'fleet.history.masjid',
  email: 'people.field.email',
  firstName: 'fleet.history.word.firstName',
  lastName: 'fleet.history.word.lastName',
  roles: 'people.field.roles',
  verified: 'people.users.verified',
  invited: 'people.users.invited',
  endsAt: 'fleet.history.word.endsAt',
  // The playlist (the Playlist section's words).
  items: 'settings.playlist.items',
  notices: 'fleet.history.word.notices',
  kind: 'fleet.history.word.kind',
  ref: 'fleet.history.word.shows',
  screens: 'settings.playlist.screens',
  weekdays: 'settings.playlist.weekdays',
  until: 'settings.playlist.until',
  clock: 'fleet.history.word.clock',
  prayerWindow: 'settings.playlist.aroundPrayer',
  priority: 'settings.playlist.priority',
  durationSeconds: 'settings.playlist.duration',
  start: 'settings.playlist.clockStart',
  fromMinutes: 'settings.playlist.fromMinutes',
  untilMinutes: 'settings.playlist.untilMinutes',
  salahAt: 'settings.playlist.salahAt',
  classes: 'settings.playlist.classNotice',
  nikahs: 'settings.playlist.nikahNotice',
  appeals: 'settings.playlist.appealNotice',
  tickers: 'settings.playlist.tickers',
  teacher: 'settings.playlist.teacher',
  repeat: 'settings.playlist.repeat',
  minutes: 'settings.playlist.classMinutes',
  names: 'settings.playlist.couple',
  at: 'settings.playlist.nikahAt',
  fundId: 'settings.playlist.fund',
  paymentUrl: 'settings.playlist.paymentUrl',
  withNotices: 'settings.playlist.tickerWithNotices',
};

/** The catalog key of each title the server records (core/src/history/titles.ts); a new title fails the type check until it has one. */
const TITLE_KEYS: Record<HistoryTitleId, AdminKey> = {
  registeredMasjid: 'fleet.history.summary.registeredMasjid',
  editedMasjidDuringRegistration: 'fleet.history.summary.editedMasjidDuringRegistration',
  editedMasjidProfile: 'fleet.history.summary.editedMasjidProfile',
  activatedMasjid: 'fleet.history.summary.activatedMasjid',
  deactivatedMasjid: 'fleet.history.summary.deactivatedMasjid',
  deletedMasjid: 'fleet.history.summary.deletedMasjid',
  releasedUrl: 'fleet.history.summary.releasedUrl',
  choseNewPassword: 'fleet.history.summary.choseNewPassword',
  invitedAgain: 'fleet.history.summary.invitedAgain',
  invitedUser: 'fleet.history.summary.invitedUser',
  acceptedInvitation: 'fleet.history.summary.acceptedInvitation',
  addedFirstAdmin: 'fleet.history.summary.addedFirstAdmin',
  addedUser: 'fleet.history.summary.addedUser',
  editedOwnProfile: 'fleet.history.summary.editedOwnProfile',
  editedUser: 'fleet.history.summary.editedUser',
  choseLanguage: 'fleet.history.summary.choseLanguage',
  activatedUser: 'fleet.history.summary.activatedUser',
  deactivatedUser: 'fleet.history.summary.deactivatedUser',
  resetPassword: 'fleet.history.summary.resetPassword',
  changedOwnPassword: 'fleet.history.summary.changedOwnPassword',
  confirmedEmail: 'fleet.history.summary.confirmedEmail',
  savedDisplaySettings: 'fleet.history.summary.savedDisplaySettings',
  savedContent: 'fleet.history.summary.savedContent',
  savedOccasions: 'fleet.history.summary.savedOccasions',
  savedSoundProfile: 'fleet.history.summary.savedSoundProfile',
  uploadedRecording: 'fleet.history.summary.uploadedRecording',
  changedRecording: 'fleet.history.summary.changedRecording',
  deletedRecording: 'fleet.history.summary.deletedRecording',
  savedPlaylist: 'fleet.history.summary.savedPlaylist',
  restoredPlaylist: 'fleet.history.summary.restoredPlaylist',
  uploadedPoster: 'fleet.history.summary.uploadedPoster',
  uploadedVideo: 'fleet.history.summary.uploadedVideo',
  deletedPoster: 'fleet.history.summary.deletedPoster',
  deletedVideo: 'fleet.history.summary.deletedVideo',
  savedAdhkar: 'fleet.history.summary.savedAdhkar',
  declaredMonth: 'fleet.history.summary.declaredMonth',
  withdrewMonthDeclaration: 'fleet.history.summary.withdrewMonthDeclaration',
  restoredMonthDeclarations: 'fleet.history.summary.restoredMonthDeclarations',
  councilDeclaredMonth: 'fleet.history.summary.councilDeclaredMonth',
  councilPublishedTimetable: 'fleet.history.summary.councilPublishedTimetable',
  councilWithdrewTimetable: 'fleet.history.summary.councilWithdrewTimetable',
  followedCouncilTimetable: 'fleet.history.summary.followedCouncilTimetable',
  stoppedFollowingCouncilTimetable: 'fleet.history.summary.stoppedFollowingCouncilTimetable',
  resetPrayers: 'fleet.history.summary.resetPrayers',
  setUpPrayerTimes: 'fleet.history.summary.setUpPrayerTimes',
  savedTimetable: 'fleet.history.summary.savedTimetable',
  savedImportedTimetable: 'fleet.history.summary.savedImportedTimetable',
  changedDst: 'fleet.history.summary.changedDst',
  changedRules: 'fleet.history.summary.changedRules',
  sentUrgentMessage: 'fleet.history.summary.sentUrgentMessage',
  withdrewUrgentMessage: 'fleet.history.summary.withdrewUrgentMessage',
  sentServerNotice: 'fleet.history.summary.sentServerNotice',
  withdrewServerNotice: 'fleet.history.summary.withdrewServerNotice',
};

/** Each stored English title with its catalog key (the English catalog says each word for word). */
export const SUMMARY_KEYS: ReadonlyMap<string, AdminKey> = new Map(
  (Object.keys(HISTORY_TITLES) as HistoryTitleId[]).map((id) => [HISTORY_TITLES[id], TITLE_KEYS[id]]),
);

/**
 * A snapshot key in words: 'overrides' -> 'Typed time', '01-05' -> 'Jan 5', 'fajrIqama' -> 'Fajr Iqama',
 * 'goal' -> 'Goal', 'clock_type' -> 'Clock type'. English keeps the words the summaries were stored with.
 */
export function localHistoryWord(key: string, translator: Translator): string {
  const { t, language } = translator;
  if (language === 'en') return historyWord(key);
  if (Object.hasOwn(FIELD_KEYS, key)) return t(FIELD_KEYS[key as SnapshotField]);
  if (/^(0[1-9]|1[0-2])-\d\d$/.test(key)) return salahDates(language).monthDay(`2000-${key}`);
  if (Object.hasOwn(COLUMN_LABELS, key)) return columnTitle(key as PrayerColumn, t);
  // A display setting's name, as the Configuration tab labels it.
  if (key === PHASE_SETTINGS_CONFIGURATION) return t('settings.section.phases');
  // Names of rows the admin typed (a fund's name) stay as written.
  return configurationLabel(key, translator) ?? historyWord(key);
}

/**
 * The restored entry's time ('2026-11-27 23:44', UTC) in the format History shows every other time
 * ("27 Nov 2026, 23:44"), still in UTC as its title says: one date format on the page.
 */
export function restoredWhen(when: string, language: Translator['language']): string {
  const format = new Intl.DateTimeFormat(language === 'en' ? undefined : `${language}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${when.replace(' ', 'T')}:00Z`));
}

function localTitle(title: string, { t, language }: Translator): string | undefined {
  const key = SUMMARY_KEYS.get(title);
  if (key) return t(key);
  const restored = RESTORED_TITLE.exec(title);
  if (!restored) return undefined;
  const when = restoredWhen(restored[1]!, language);
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
  if (translator.language === 'en') {
    // The English title as recorded, with the restored time in History's one date format.
    // A summary may be missing from entries recorded before summaries existed.
    const restored = entry.summary ? RESTORED_TITLE.exec(entry.summary.split(' (')[0]!) : null;
    return restored ? entry.summary.replace(restored[1]!, restoredWhen(restored[1]!, 'en')) : entry.summary;
  }
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
