import type { Language } from './i18n/languages.js';
import type { FieldErrors } from './validation/field-errors.js';

/** The spec's service response: every write answers with it. */
export interface ServiceResponse<T = unknown> {
  successful: boolean;
  message?: string;
  fieldErrors?: FieldErrors;
  target?: T;
  /** Machine-readable reason on failures (e.g. `VALIDATION`, `FORBIDDEN`, `CONFLICT`). */
  code?: string;
}

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Masjid {
  id: string;
  name: string;
  url: string;
  website: string;
  active: boolean;
  expirationDate: string | null;
  address: Address;
  /** ISO 4217: the masjid's choice, else its country's currency (docs/volunteer.md "Currency"). */
  currency?: string;
  /** Whether `currency` was chosen (true) or follows the country (false). */
  currencyChosen?: boolean;
  /** For super admins' list only: how far its registration got (docs/volunteer.md "All Masjids"). */
  registration?: MasjidRegistration;
}

/** Who registered a masjid and whether its first admin confirmed their email. */
export interface MasjidRegistration {
  /** ISO date-time the masjid was created. */
  createdAt: string;
  /** Registered by a visitor (false: created by a super admin). */
  selfRegistered: boolean;
  /** Its earliest admin, or null while nobody finished the first-admin step. */
  firstAdmin: { firstName: string; lastName: string; email: string; verified: boolean } | null;
}

/** The registration this browser started and did not finish (docs/volunteer.md "Registration"). */
export interface OwnRegistration {
  masjid: Masjid | null;
  /** ISO date-time the registration was started. */
  startedAt?: string;
}

export interface CompanyUrl {
  id: string;
  name: string;
  url: string;
}

export interface User {
  id: string;
  companyId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  registrationDate: string;
  active: boolean;
  verified: boolean;
  /** Invited by email and has not chosen a password yet (docs/volunteer.md "Inviting a user"). */
  invited?: boolean;
  /** The language the user chose for the admin app and emails; null follows the browser (docs/languages.md "Admin app"). */
  language: Language | null;
}

export interface MasjidWithUsers {
  id: string;
  name: string;
  users: User[];
}

export interface TokenPayload {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  companyId: string | null;
  /** The user's session epoch when the token was issued; a password change or deactivation moves it on. */
  sv?: number;
  iat: number;
  exp: number;
}

export interface LoginResponse {
  successful: boolean;
  message?: string;
  token?: string;
  user?: User;
  company?: Masjid | null;
}

export interface NameValue {
  name: string;
  value: string;
}

export interface ConfigurationDefinition {
  name: string;
  label: string;
  defaultValue: string;
  description: string;
}
