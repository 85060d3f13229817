import { z } from 'zod';
import { isReservedDashboardUrl } from './reserved-urls.js';
import { isUsStateAbbreviation } from './us-states.js';
import { nameField, required, tooLong } from '../validation/text-rules.js';

export const COMPANY_NAME_MAX = 50;
export const COMPANY_URL_MAX = 50;
export const COMPANY_WEBSITE_MAX = 100;
const US_ZIP = /^\d{5}(-\d{4})?$/;
const POSTAL_CODE = /^[\p{L}\p{N} -]{2,12}$/u;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const optionalCoordinate = (label: string, limit: number) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return number;
    });

export const addressSchema = z
  .object({
    street: nameField('Street', COMPANY_NAME_MAX),
    city: nameField('City', COMPANY_NAME_MAX),
    state: nameField('State', COMPANY_NAME_MAX),
    zip: z.string({ error: required('Zip') }).trim().min(1, required('Zip')).max(COMPANY_NAME_MAX, tooLong(COMPANY_NAME_MAX)),
    /** ISO 3166-1 alpha-2; the spec's US-only address is the default, other countries may register too. */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code')
      .optional()
      .default('US'),
    latitude: optionalCoordinate('Latitude', 90),
    longitude: optionalCoordinate('Longitude', 180),
  })
  .superRefine((address, ctx) => {
    if (address.country === 'US') {
      if (!isUsStateAbbreviation(address.state)) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a US state' });
      }
      if (!US_ZIP.test(address.zip)) {
        ctx.addIssue({ code: 'custom', path: ['zip'], message: 'Zip must be 5 digits (or ZIP+4)' });
      }
    } else if (!POSTAL_CODE.test(address.zip)) {
      ctx.addIssue({ code: 'custom', path: ['zip'], message: 'Postal code must be 2 to 12 letters, digits, spaces or hyphens' });
    }
  })
  .transform((address) => ({
    ...address,
    state: address.country === 'US' ? address.state.toUpperCase() : address.state,
  }));

const dashboardUrl = z
  .string({ error: required('Dashboard URL') })
  .trim()
  .min(1, required('Dashboard URL'))
  .max(COMPANY_URL_MAX, tooLong(COMPANY_URL_MAX))
  .regex(/^[A-Za-z0-9]+$/, 'Use letters and digits only')
  .refine((url) => !isReservedDashboardUrl(url), 'This address is used by Minaret itself; choose another');

const website = z
  .string({ error: required('Website') })
  .trim()
  .min(1, required('Website'))
  .max(COMPANY_WEBSITE_MAX, tooLong(COMPANY_WEBSITE_MAX))
  .refine((value) => isWebAddress(value), 'Enter a web address such as https://example.org');

/** The masjid as the admin edits it (create and update); `active` and `expirationDate` only count for super admins. */
export const companyInputSchema = z.object({
  id: z.string().optional().nullable(),
  name: nameField('Name', COMPANY_NAME_MAX),
  url: dashboardUrl,
  website,
  address: addressSchema,
  active: z.boolean().optional(),
  expirationDate: z
    .union([z.string().trim().regex(ISO_DATE, 'Use a date like 2027-12-31'), z.literal(''), z.null()])
    .optional()
    // Left out: keep the stored date (an edit from a form without the field must not clear it); '' or null: no date.
    .transform((value) => (value === undefined ? undefined : value ? value.slice(0, 10) : null)),
});

export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyValues = z.output<typeof companyInputSchema>;

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
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}
