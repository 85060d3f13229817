/**
 * The stable keys of the shared schemas' most common messages (docs/languages.md "Server messages"):
 * each English message is recorded with its `server` catalog key once, when the schemas load, so the
 * server can answer it in the reader's language. Schemas use these constants or the helpers of
 * text-rules.ts; any message not recorded here stays English.
 */
import type { ServerKey } from '../i18n/catalog-types.js';
import { coded, type CodedText } from './coded-message.js';
import { HIDDEN_FORMATTING_MESSAGE } from './plain-text.js';

/**
 * The field and thing names `required()` and the server's 'not found' know. The schemas' helpers take only
 * these (FieldLabel), so every '{label} is required' they write is translated; a label written elsewhere
 * (a 'not found' of another thing) keeps the whole message in English.
 */
const LABELS = {
  Email: 'server.label.email',
  Password: 'server.label.password',
  'Current password': 'server.label.currentPassword',
  'First name': 'server.label.firstName',
  'Last name': 'server.label.lastName',
  Masjid: 'server.label.masjid',
  Name: 'server.label.name',
  Street: 'server.label.street',
  City: 'server.label.city',
  Zip: 'server.label.zip',
  'Postal code': 'server.label.postalCode',
  State: 'server.label.state',
  'Dashboard URL': 'server.label.dashboardUrl',
  'Screen name': 'server.label.screenName',
  Timezone: 'server.label.timezone',
  Location: 'server.label.location',
  Date: 'server.label.date',
  'Pairing code': 'server.label.pairingCode',
  Token: 'server.label.token',
  User: 'server.label.user',
  Pairing: 'server.label.pairing',
  Screen: 'server.label.screen',
  Screenshot: 'server.label.screenshot',
  'Timetable history entry': 'server.label.timetableHistoryEntry',
  Goal: 'server.label.goal',
  'Line item': 'server.label.lineItem',
  Label: 'server.label.label',
  Title: 'server.label.title',
  Text: 'server.label.text',
  From: 'server.label.from',
  To: 'server.label.to',
  Latitude: 'server.label.latitude',
  Longitude: 'server.label.longitude',
  Offset: 'server.label.offset',
  'Minutes after azan': 'server.label.minutesAfterAzan',
  Rounding: 'server.label.rounding',
  'Week start': 'server.label.weekStart',
  Value: 'server.label.value',
  Description: 'server.label.description',
  Khateeb: 'server.label.khateeb',
  Reference: 'server.label.reference',
  Current: 'server.label.current',
  Pledge: 'server.label.pledge',
  Amount: 'server.label.amount',
  'Khutbah time': 'server.label.khutbahTime',
  Time: 'server.label.time',
} as const satisfies Record<string, ServerKey>;

/** A field name the server translates (docs/languages.md "Server messages"). */
export type FieldLabel = keyof typeof LABELS;

/** A known label as a coded value, so it is translated inside the sentence. */
export function labelText(label: string): CodedText | undefined {
  const key = Object.hasOwn(LABELS, label) ? LABELS[label as FieldLabel] : undefined;
  return key ? { key } : undefined;
}

/** `english`, recorded with `key` and the label (and values) when the label is a known one; else as written. */
export function labelledMessage(
  english: string,
  key: ServerKey,
  label: FieldLabel,
  values: Readonly<Record<string, string>> = {},
): string {
  const text = labelText(label);
  return text ? coded(english, key, { ...values, label: text }) : english;
}

export function requiredMessage(label: FieldLabel): string {
  const english = `${label} is required`;
  const text = labelText(label);
  return text ? coded(english, 'server.field.required', { label: text }) : english;
}

export const NAME_CHARACTERS_MESSAGE = coded(
  "Use letters, digits, spaces and . , ' - & ( ) / # only",
  'server.field.nameCharacters',
);
export const INVALID_EMAIL = coded('Invalid Email', 'server.field.email');
export const MUST_BE_NUMBER = coded('Must be a number', 'server.field.number');
export const MUST_BE_WHOLE_NUMBER = coded('Must be a whole number', 'server.field.wholeNumber');
export const MUST_NOT_BE_NEGATIVE = coded('Must not be negative', 'server.field.notNegative');
export const MUST_BE_TRUE_OR_FALSE = coded('Must be true or false', 'server.field.trueOrFalse');
export const MUST_BE_TEXT = coded('Must be text', 'server.field.text');
export const REAL_DATE = coded('Enter a real date (YYYY-MM-DD)', 'server.field.realDate');
export const DATE_LIKE = coded('Use a date like 2027-12-31', 'server.field.dateLike');
export const TIME_LIKE = coded('Use a time like 13:30 or 1:30 pm', 'server.field.time');
export const TIME_LIKE_OR_EMPTY = coded('Use a time like 13:30 or 1:30 pm, or leave empty', 'server.field.timeOrEmpty');
export const EVENING_TIME_LIKE = coded('Use a time like 20:00 or 8:00 pm', 'server.field.eveningTime');
export const LATITUDE_RANGE = coded('Latitude must be from -90 to 90', 'server.field.latitude');
export const LONGITUDE_RANGE = coded('Longitude must be from -180 to 180', 'server.field.longitude');
export const UNKNOWN_TIMEZONE = coded(
  'Unknown timezone: use an IANA name such as America/New_York',
  'server.field.timezone',
);
export const END_BEFORE_START = coded('The end date must not be before the start date', 'server.field.endBeforeStart');
export const WEB_ADDRESS = coded('Enter a web address such as https://example.org', 'server.field.webAddress');
export const ZIP_FORMAT = coded('Zip must be 5 digits (or ZIP+4)', 'server.field.zip');
export const PASSWORDS_DO_NOT_MATCH = coded('Password do not match', 'server.field.passwordsDiffer');

// plain-text.ts stays free of this module (the widgets load it): its messages are recorded here.
coded(HIDDEN_FORMATTING_MESSAGE, 'server.field.hiddenFormatting');
coded('Remove control characters', 'server.field.controlCharacters');
coded('Must be a single line of text', 'server.field.singleLine');
