/**
 * Every field name a history snapshot can hold (docs/history.md "What is recorded"), for the History
 * screens to name each in the admin's language. Each list is a record over the keys of the type the
 * server's snapshot is made of (server/src/history/snapshots.ts, the Jumu'ah, Eid and Ramadan save), so a
 * field added to one of these types fails the type check here until it is listed, and then in the admin's
 * words (admin-web/src/features/history/logic/history-words.ts). The display settings' names are the
 * configuration definitions' (core/src/configuration/definitions.ts), named apart.
 */
import type { Address, Masjid } from '../api-types.js';
import type {
  Announcement,
  CustomReminder,
  Expense,
  ExpenseSheet,
  ExpenseSheetRow,
  Fund,
  Jummah,
} from '../content/central-control.types.js';
import type { EidPrayer, JumuahSession, Occasions, RamadanSettings } from '../occasions/occasions.types.js';
import type { IqamaRule, IqamaRules, SeasonalIqama } from '../prayer/prayer.types.js';
import type { JanazahNotice } from '../playlists/masjid-playlist.js';
import type { AppealNotice, ClassNotice, NikahNotice, Ticker } from '../playlists/notices.js';
import type { ClockWindow, PrayerWindow } from '../playlists/playlist.schema.js';
import type { PlaylistSnapshot } from '../playlists/playlist-snapshot.js';
import type { ContentSnapshot, TimetableSnapshot, UrgentSnapshot, UserSnapshot } from './history.types.js';

type Fields<T> = Record<keyof T, true>;

const timetable: Fields<TimetableSnapshot> = {
  location: true,
  latitude: true,
  longitude: true,
  timezoneId: true,
  calculationMethod: true,
  asrMethod: true,
  offsets: true,
  highLatitudeRule: true,
  dst: true,
  iqamaRules: true,
  overrides: true,
};
const dst: Fields<TimetableSnapshot['dst']> = { enable: true, automatic: true, begin: true, end: true };
/** The prayers' own keys (fajr, dhuhr...) are columns of the table, named with the glossary's prayer names. */
const iqamaRules: Fields<Omit<IqamaRules, 'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha'>> = {
  weekStartsOn: true,
  ramadan: true,
  seasonal: true,
};
const iqamaRule: Fields<IqamaRule> = { minutesAfter: true, roundTo: true, frequency: true, fixedTime: true };
const seasonal: Fields<SeasonalIqama> = { prayer: true, from: true, to: true, time: true };

/** The content snapshot: the lists by name, then each list's record. */
const content: Fields<ContentSnapshot> = {
  funds: true,
  expenses: true,
  expenseSheets: true,
  jummahs: true,
  announcements: true,
  reminders: true,
};
const fund: Fields<Fund> = {
  id: true,
  name: true,
  goal: true,
  current: true,
  pledge: true,
  endDate: true,
  enabled: true,
};
const expense: Fields<Expense> = { id: true, lineItem: true, amount: true, enabled: true };
const expenseSheet: Fields<ExpenseSheet> = { id: true, name: true, description: true, enabled: true, rows: true };
const expenseSheetRow: Fields<ExpenseSheetRow> = { order: true, label: true, value: true };
const jummah: Fields<Jummah> = { id: true, khateeb: true, date: true, enabled: true, session: true };
const announcement: Fields<Announcement> = {
  id: true,
  title: true,
  text: true,
  image: true,
  startDate: true,
  endDate: true,
  enabled: true,
};
const reminder: Fields<CustomReminder> = { id: true, text: true, reference: true, enabled: true };

const occasions: Fields<Occasions> = { jumuahSessions: true, eidPrayers: true, ramadan: true };
const jumuahSession: Fields<JumuahSession> = { khutbah: true, salah: true, language: true };
const eidPrayer: Fields<EidPrayer> = { id: true, eid: true, date: true, times: true, place: true };
const ramadan: Fields<RamadanSettings> = { enabled: true, suhoorMinutesBeforeFajr: true, taraweehTime: true };

// `registration` is only in the super admins' list, never in a stored snapshot.
const masjid: Fields<Omit<Masjid, 'registration'>> = {
  id: true,
  name: true,
  url: true,
  website: true,
  active: true,
  expirationDate: true,
  address: true,
  currency: true,
  currencyChosen: true,
};
const address: Fields<Address> = {
  street: true,
  city: true,
  state: true,
  zip: true,
  country: true,
  latitude: true,
  longitude: true,
};
const user: Fields<UserSnapshot> = {
  id: true,
  companyId: true,
  email: true,
  firstName: true,
  lastName: true,
  roles: true,
  active: true,
  verified: true,
  invited: true,
  language: true,
};

const urgent: Fields<UrgentSnapshot> = { text: true, endsAt: true };

/** The playlist: its items (each with its windows) and its notices. */
const playlist: Fields<PlaylistSnapshot> = {
  items: true,
  notices: true,
  classes: true,
  nikahs: true,
  appeals: true,
  tickers: true,
};
const playlistItem: Fields<PlaylistSnapshot['items'][number]> = {
  label: true,
  id: true,
  kind: true,
  ref: true,
  screens: true,
  roles: true,
  weekdays: true,
  from: true,
  until: true,
  clock: true,
  prayerWindow: true,
  priority: true,
  durationSeconds: true,
};
const clockWindow: Fields<ClockWindow> = { start: true, end: true };
const prayerWindow: Fields<PrayerWindow> = {
  prayer: true,
  from: true,
  fromMinutes: true,
  until: true,
  untilMinutes: true,
};
const janazahNotice: Fields<JanazahNotice> = { id: true, name: true, salahAt: true, place: true };
const classNotice: Fields<ClassNotice> = {
  id: true,
  title: true,
  teacher: true,
  place: true,
  repeat: true,
  weekdays: true,
  date: true,
  time: true,
  minutes: true,
};
const nikahNotice: Fields<NikahNotice> = { id: true, names: true, at: true, place: true };
const appealNotice: Fields<AppealNotice> = { id: true, fundId: true, text: true, paymentUrl: true };
const ticker: Fields<Ticker> = { id: true, text: true, screens: true, roles: true, withNotices: true };

const ALL = {
  ...timetable,
  ...dst,
  ...iqamaRules,
  ...iqamaRule,
  ...seasonal,
  ...content,
  ...fund,
  ...expense,
  ...expenseSheet,
  ...expenseSheetRow,
  ...jummah,
  ...announcement,
  ...reminder,
  ...occasions,
  ...jumuahSession,
  ...eidPrayer,
  ...ramadan,
  ...masjid,
  ...address,
  ...user,
  ...urgent,
  ...playlist,
  ...playlistItem,
  ...clockWindow,
  ...prayerWindow,
  ...janazahNotice,
  ...classNotice,
  ...nikahNotice,
  ...appealNotice,
  ...ticker,
};

export type SnapshotField = keyof typeof ALL;

/** The field names, each once (a name shared by two kinds, such as `name` or `enabled`, is one word). */
export const SNAPSHOT_FIELDS = Object.keys(ALL) as SnapshotField[];
