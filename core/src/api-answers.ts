/**
 * The answers of api-types.ts as zod schemas (docs/api.md, "Answers"): the API document shows them field by
 * field and the route tests check every real answer against them. Each is tied to its TypeScript type
 * (`ZodType<Type>`), so a field the type gains and the schema lacks is a type error; a field the server sends
 * and the schema lacks fails the tests (objects are strict in the document).
 */
import { z, type ZodType } from 'zod';
import type {
  Address,
  CompanyUrl,
  LoginResponse,
  ConfigurationDefinition,
  Masjid,
  MasjidRegistration,
  MasjidWithUsers,
  NameValue,
  OwnRegistration,
  ServiceResponse,
  User,
} from './api-types.js';
import { LANGUAGES } from './i18n/languages.js';

/** An ISO 8601 instant as the server sends it (`Date.toISOString()`). */
export const isoInstant = z.string().meta({ description: 'ISO 8601 instant, e.g. 2026-05-10T16:00:00.000Z.' });
/** A Gregorian date, 'YYYY-MM-DD'. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'A date, YYYY-MM-DD.' });

/** The spec's service response around a write's or a read's `target` (docs/product-rules.md, "API calls"). */
export function serviceAnswer<Target extends ZodType>(target: Target) {
  return z.object({
    successful: z.boolean(),
    message: z.string().optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    target: target.optional(),
    code: z.string().optional(),
  });
}

/** A service response without a target. */
export const plainServiceAnswer = serviceAnswer(z.never()) satisfies ZodType<ServiceResponse<never>>;

export const nameValueAnswer = z.object({ name: z.string(), value: z.string() }) satisfies ZodType<NameValue>;

export const configurationDefinitionAnswer = z.object({
  name: z.string(),
  label: z.string(),
  defaultValue: z.string(),
  description: z.string(),
}) satisfies ZodType<ConfigurationDefinition>;

export const addressAnswer = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
}) satisfies ZodType<Address>;

const registrationAnswer = z.object({
  createdAt: isoInstant,
  selfRegistered: z.boolean().meta({ description: 'Registered by a visitor (false: created by a super admin).' }),
  firstAdmin: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), verified: z.boolean() })
    .nullable(),
}) satisfies ZodType<MasjidRegistration>;

export const masjidAnswer = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().meta({ description: "The masjid's dashboard url (its public pages' address)." }),
  website: z.string(),
  active: z.boolean(),
  expirationDate: z.string().nullable(),
  address: addressAnswer,
  currency: z.string().optional().meta({ description: 'ISO 4217 currency code.' }),
  currencyChosen: z.boolean().optional(),
  registration: registrationAnswer
    .optional()
    .meta({ description: "Super admins' list only: how far its registration got." }),
}) satisfies ZodType<Masjid>;

export const ownRegistrationAnswer = z.object({
  masjid: masjidAnswer.nullable(),
  startedAt: isoInstant.optional(),
}) satisfies ZodType<OwnRegistration>;

export const companyUrlAnswer = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
}) satisfies ZodType<CompanyUrl>;

export const userAnswer = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  registrationDate: isoInstant,
  active: z.boolean(),
  verified: z.boolean(),
  invited: z.boolean().optional(),
  language: z.enum(LANGUAGES).nullable(),
}) satisfies ZodType<User>;

export const masjidWithUsersAnswer = z.object({
  id: z.string(),
  name: z.string(),
  users: z.array(userAnswer),
}) satisfies ZodType<MasjidWithUsers>;

export const loginAnswer = z.object({
  successful: z.boolean(),
  message: z.string().optional(),
  token: z.string().optional().meta({ description: 'The bearer token for the next calls.' }),
  user: userAnswer.optional(),
  company: masjidAnswer.nullable().optional(),
}) satisfies ZodType<LoginResponse>;
