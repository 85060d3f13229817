import { z } from 'zod';
import { countryByCode } from './countries.js';
import { hasPostalCode } from './postal-codes.js';
import { isCurrencyCode } from './currency.js';
import { isReservedDashboardUrl } from './reserved-urls.js';
import { isUsStateAbbreviation } from './us-states.js';
import { nameField } from '../validation/text-fields.js';
import { plainText, required, tooLong } from '../validation/text-rules.js';
import { DATE_LIKE, WEB_ADDRESS, ZIP_FORMAT } from '../validation/messages.js';
import { addressLine } from './address-characters.js';
import { DASHBOARD_URL_CHARACTERS, DASHBOARD_URL_PATTERN } from './dashboard-url.js';

export const MASJID_NAME_MAX = 50;
export const MASJID_URL_MAX = 50;
export const MASJID_WEBSITE_MAX = 100;
/** Street lines run long (an Indonesian "Jl. ..." with its RT/RW and kelurahan): docs/volunteer.md "Address". */
export const MASJID_STREET_MAX = 120;
const US_ZIP = /^\d{5}(-\d{4})?$/;
const POSTAL_CODE = /^[\p{L}\p{N} -]{2,12}$/u;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const optionalCoordinate = (label: string, limit: number) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      // "45,7485": the decimal comma most of the world writes (docs/volunteer.md "Address").
      const number = typeof value === 'number' ? value : Number(value.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2'));
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return number;
    });

/**
 * Countries whose postal addresses carry a state, province or emirate: only there is "State / region"
 * required (docs/volunteer.md "Address").
 */
export const REGION_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'AU',
  'IN',
  'BR',
  'MX',
  'MY',
  'NG',
  'AR',
  'AE',
]);

export function regionRequired(country: string | undefined): boolean {
  return REGION_COUNTRIES.has((country || 'US').toUpperCase());
}

export const addressSchema = z
  .object({
    street: addressLine(
      z
        .string({ error: required('Street') })
        .trim()
        .min(1, required('Street')),
      MASJID_STREET_MAX,
    ),
    city: addressLine(
      z
        .string({ error: required('City') })
        .trim()
        .min(1, required('City')),
      MASJID_NAME_MAX,
    ),
    state: addressLine(z.string().trim(), MASJID_NAME_MAX).optional().default(''),
    // Required under the label the form shows for the country ("Zip" or "Postal code"): see below.
    zip: z
      .string({ error: required('Zip') })
      .trim()
      .max(MASJID_NAME_MAX, tooLong(MASJID_NAME_MAX))
      .superRefine(plainText()),
    /** ISO 3166-1 alpha-2; the spec's US-only address is the default, other countries may register too. */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code')
      // Only current ISO codes: a retired one (UK, YU, SU) breaks geocoding (docs/volunteer.md "Countries").
      .refine((code) => countryByCode(code) !== undefined, 'Choose a country from the list')
      .optional()
      .default('US'),
    latitude: optionalCoordinate('Latitude', 90),
    longitude: optionalCoordinate('Longitude', 180),
  })
  // Runs even while other fields have problems, so an empty postal code is named with the others.
  .superRefine(
    (address, ctx) => {
      // `when` runs this on any input, a missing or non-object address included (the object check refuses it).
      if (typeof address !== 'object' || address === null) return;
      if (typeof address.zip !== 'string' || address.zip.trim() !== '') return;
      const country = typeof address.country === 'string' ? address.country.trim().toUpperCase() : 'US';
      if (!hasPostalCode(country)) return;
      ctx.addIssue({
        code: 'custom',
        path: ['zip'],
        message: required(country === 'US' || country === '' ? 'Zip' : 'Postal code'),
      });
    },
    { when: () => true },
  )
  .superRefine((address, ctx) => {
    if (address.state === '' && regionRequired(address.country)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: required('State') });
      return;
    }
    if (address.zip === '' || !hasPostalCode(address.country)) return;
    if (address.country === 'US') {
      if (!isUsStateAbbreviation(address.state)) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a US state' });
      }
      if (!US_ZIP.test(address.zip)) {
        ctx.addIssue({ code: 'custom', path: ['zip'], message: ZIP_FORMAT });
      }
    } else if (!POSTAL_CODE.test(address.zip)) {
      ctx.addIssue({
        code: 'custom',
        path: ['zip'],
        message: 'Postal code must be 2 to 12 letters, digits, spaces or hyphens',
      });
    }
  })
  .transform((address) => ({
    ...address,
    state: address.country === 'US' ? address.state.toUpperCase() : address.state,
    // Where addresses have no postal code, none is kept (an invented "00000" is dropped).
    zip: hasPostalCode(address.country) ? address.zip : '',
  }));

const dashboardUrl = z
  .string({ error: required('Dashboard URL') })
  .trim()
  .min(1, required('Dashboard URL'))
  .max(MASJID_URL_MAX, tooLong(MASJID_URL_MAX))
  .regex(DASHBOARD_URL_PATTERN, DASHBOARD_URL_CHARACTERS)
  .refine((url) => !isReservedDashboardUrl(url), 'This address is used by Minaret itself; choose another');

/** Optional: many masjids have no website (docs/volunteer.md "Address"). */
const website = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(
    z
      .string()
      .max(MASJID_WEBSITE_MAX, tooLong(MASJID_WEBSITE_MAX))
      .refine((value) => value === '' || isWebAddress(value), WEB_ADDRESS),
  );

/** The masjid as the admin edits it (create and update); `active` and `expirationDate` only count for super admins. */
export const masjidInputSchema = z.object({
  id: z.string().optional().nullable(),
  name: nameField('Name', MASJID_NAME_MAX),
  url: dashboardUrl,
  website,
  address: addressSchema,
  active: z.boolean().optional(),
  expirationDate: z
    .union([z.string().trim().regex(ISO_DATE, DATE_LIKE), z.literal(''), z.null()])
    .optional()
    // Left out: keep the stored date (an edit from a form without the field must not clear it); '' or null: no date.
    .transform((value) => (value === undefined ? undefined : value ? value.slice(0, 10) : null)),
  /**
   * ISO 4217 (docs/volunteer.md "Currency"). Left out: keep the stored one; '' or null: the country's
   * default, which follows a change of country.
   */
  currency: z
    .union([z.string().trim().toUpperCase(), z.null()])
    .optional()
    .refine(
      (value) => !value || isCurrencyCode(value),
      'Choose a currency from the list (a three-letter ISO 4217 code such as GBP)',
    )
    .transform((value) => (value === undefined ? undefined : value || null)),
});

export type MasjidInput = z.input<typeof masjidInputSchema>;
export type MasjidValues = z.output<typeof masjidInputSchema>;

export function isWebAddress(value: string): boolean {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const parsed = new URL(withScheme);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Stored and linked websites always carry a scheme, so the dashboard link is never relative. */
export function normalizeWebsite(value: string): string {
  if (value === '') return '';
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}
