/**
 * Helpers of the people screens (users, masjid pages, registration, invitation) in the user's language
 * (docs/languages.md "Admin app"): sentences with links or bold parts inside, names kept in their own
 * direction, dates through Intl, and the shared schemas' validation messages.
 */
import { Fragment, type ReactNode } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import type { MessageValues, Translator } from '@core/i18n/translator.js';
import { localFormat } from '@core/time/localized-format.js';
import { NAME_CHARACTERS_MESSAGE, HIDDEN_FORMATTING_MESSAGE } from '@core/validation/text-rules.js';
import { PASSWORDS_DO_NOT_MATCH } from '@core/user/user.schema.js';
import { recordedProblem } from '../../components/field-problem.js';

const MARK = '\uE000';

/**
 * A message whose placeholders are elements (a link, a bold name): `{list}` in
 * 'Open one from {list}, or ...' becomes `parts.list`, wherever the language puts it.
 */
export function tParts(
  translator: Translator,
  key: AdminKey,
  parts: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const text = translator.t(key, { ...values, ...markers });
  const pieces = text.split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return pieces.map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>);
}

/**
 * What someone wrote (a masjid's name, an email) inside a right-to-left sentence keeps its own direction
 * (Unicode first-strong isolate). Left-to-right languages get the text unchanged, so English stays as it was.
 */
export function isolate(translator: Translator, text: string): string {
  return translator.dir === 'rtl' && text ? `\u2068${text}\u2069` : text;
}

/**
 * A success message the server wrote (in English) or the screen's own words: English shows the server's as
 * before; another language shows the screen's, which say the same in the user's language.
 */
export function serverOr(translator: Translator, serverMessage: string | null | undefined, own: string): string {
  return translator.language === 'en' ? (serverMessage ?? own) : own;
}

function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 'YYYY-MM-DD' date (a masjid's expiration date): as it is in English, else the language's long date ('31 décembre 2027'). */
export function isoDateText(translator: Translator, isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  if (translator.language === 'en') return isoDate;
  return localFormat({ language: translator.language }).longDate(isoDate) || isoDate;
}

/** A moment's day (a user's registration): the browser's short date in English as before, else the language's long date. */
export function dayText(translator: Translator, date: Date): string {
  if (translator.language === 'en') return date.toLocaleDateString();
  return (
    localFormat({ language: translator.language }).longDate(localIsoDate(date)) ||
    date.toLocaleDateString(translator.language)
  );
}

/** Field names the shared schemas put in '<name> is required' and '<name> must be a number ...'. */
const FIELD_NAMES: Record<string, AdminKey> = {
  'First name': 'people.field.firstName',
  'Last name': 'people.field.lastName',
  Email: 'people.field.email',
  Password: 'people.field.password',
  'Current password': 'people.field.currentPassword',
  Name: 'people.field.name',
  'Dashboard URL': 'people.masjidForm.url',
  Street: 'people.masjidForm.street',
  City: 'people.masjidForm.city',
  Zip: 'people.masjidForm.zip',
  'Postal code': 'people.masjidForm.postalCode',
  State: 'people.masjidForm.state',
  Masjid: 'people.masjidForm.masjid',
  Latitude: 'people.masjidForm.latitude',
  Longitude: 'people.masjidForm.longitude',
};

const EXACT: Record<string, AdminKey> = {
  'Invalid Email': 'people.invalid.email',
  [NAME_CHARACTERS_MESSAGE]: 'people.invalid.nameCharacters',
  [PASSWORDS_DO_NOT_MATCH]: 'people.invalid.passwordsDiffer',
  [HIDDEN_FORMATTING_MESSAGE]: 'people.invalid.hiddenFormatting',
  'Remove control characters': 'people.invalid.controlCharacters',
  'Must be a single line of text': 'people.invalid.singleLine',
  'Roles may be ADMIN or SUPER_ADMIN': 'people.invalid.roles',
  'Country must be a two-letter country code': 'people.invalid.countryCode',
  'Choose a country from the list': 'people.invalid.countryList',
  'Choose a US state': 'people.invalid.usState',
  'Zip must be 5 digits (or ZIP+4)': 'people.invalid.usZip',
  'Postal code must be 2 to 12 letters, digits, spaces or hyphens': 'people.invalid.postalCode',
  'This address is used by Minaret itself; choose another': 'people.invalid.reservedUrl',
  'Enter a web address such as https://example.org': 'people.invalid.website',
  'Use a date like 2027-12-31': 'people.invalid.date',
  'Choose a currency from the list (a three-letter ISO 4217 code such as GBP)': 'people.invalid.currency',
};

/**
 * The user and masjid schemas' messages (core, in English) in the user's language. A message it does not
 * know (or one the server already wrote in another language) is returned as it is; English is unchanged.
 */
export function validationText(translator: Translator, message: string): string {
  if (translator.language === 'en') return message;
  const exact = EXACT[message];
  if (exact) return translator.t(exact);
  let match = /^(.+) is required$/.exec(message);
  if (match && FIELD_NAMES[match[1]!])
    return translator.t('people.invalid.required', { field: translator.t(FIELD_NAMES[match[1]!]!) });
  match = /^Must be at most (\d+) characters$/.exec(message);
  if (match) return translator.t('people.invalid.tooLong', { max: Number(match[1]) });
  match = /^Password must be at least (\d+) characters$/.exec(message);
  if (match) return translator.t('people.invalid.passwordShort', { min: Number(match[1]) });
  match = /^(.+) must be a number between -(\d+) and (\d+)$/.exec(message);
  if (match && FIELD_NAMES[match[1]!])
    return translator.t('people.invalid.coordinate', {
      field: translator.t(FIELD_NAMES[match[1]!]!),
      limit: Number(match[2]),
    });
  return recordedProblem(message, translator.t) ?? message;
}

/** The server's field errors (`{ 'user.email': 'Invalid Email' }`) with their messages translated. */
export function translatedFieldErrors<T extends Record<string, string>>(
  translator: Translator,
  fieldErrors: T | undefined,
): T | undefined {
  if (!fieldErrors || translator.language === 'en') return fieldErrors;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([key, message]) => [key, validationText(translator, message)]),
  ) as T;
}

function translateErrors(errors: Record<string, unknown>, translator: Translator): Record<string, unknown> {
  const out: Record<string, unknown> = Array.isArray(errors)
    ? ([...errors] as unknown as Record<string, unknown>)
    : { ...errors };
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as Partial<FieldError> & Record<string, unknown>;
    const translated = translateErrors(error, translator);
    if (typeof error.message === 'string') translated.message = validationText(translator, error.message);
    out[key] = translated;
  }
  return out;
}

/** A form resolver (zodResolver(core schema)) whose messages come out in the user's language. */
export function translatedResolver<T extends FieldValues, C, V>(
  resolver: Resolver<T, C, V>,
  translator: Translator,
): Resolver<T, C, V> {
  if (translator.language === 'en') return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return {
      ...result,
      errors: translateErrors(result.errors as Record<string, unknown>, translator) as FieldErrors<T>,
    } as typeof result;
  };
}
