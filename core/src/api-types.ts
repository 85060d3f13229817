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

export interface Company {
  id: string;
  name: string;
  url: string;
  website: string;
  active: boolean;
  expirationDate: string | null;
  address: Address;
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
}

export interface CompanyWithUsers {
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
  iat: number;
  exp: number;
}

export interface LoginResponse {
  successful: boolean;
  message?: string;
  token?: string;
  user?: User;
  company?: Company | null;
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
