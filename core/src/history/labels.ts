import { COLUMN_LABELS } from '../prayer/table-columns.js';
import type { PrayerColumn } from '../prayer/prayer.types.js';

/** Words for the keys history snapshots use, shared by the server's summaries and the admin's diff view. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Words for the keys snapshots use; anything else is shown split at its capitals ('expenseSheets' -> 'expense sheets'). */
const WORDS: Record<string, string> = {
  overrides: 'Typed time',
  calculationMethod: 'Calculation method',
  asrMethod: 'Asr method',
  offsets: 'Offsets (minutes)',
  highLatitudeRule: 'High-latitude rule',
  iqamaRules: 'Iqama rules',
  timezoneId: 'Time zone',
  dst: 'Daylight saving',
  enable: 'on',
  automatic: 'automatic',
  begin: 'begins',
  end: 'ends',
  funds: 'Fund',
  expenses: 'Expense',
  expenseSheets: 'Expense sheet',
  jummahs: "Jumu'ah",
  announcements: 'Announcement',
  reminders: 'Reminder',
  firstName: 'First name',
  lastName: 'Last name',
  expirationDate: 'Expiration date',
  endsAt: 'Ends',
};

export function historyWord(key: string): string {
  if (WORDS[key]) return WORDS[key]!;
  if (/^\d\d-\d\d$/.test(key))
    return `${MONTHS[Number(key.slice(0, 2)) - 1] ?? key.slice(0, 2)} ${Number(key.slice(3))}`;
  if (key in COLUMN_LABELS) return COLUMN_LABELS[key as PrayerColumn];
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}
