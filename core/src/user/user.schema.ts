import { z } from 'zod';
import { ROLES } from '../auth/roles.js';
import { emailField, nameField, required, tooLong } from '../validation/text-rules.js';

export const USER_NAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

export const passwordField = z
  .string({ error: required('Password') })
  .min(1, required('Password'))
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

const userFields = {
  id: z.string().optional().nullable(),
  companyId: z.string().optional().nullable(),
  firstName: nameField('First name', USER_NAME_MAX),
  lastName: nameField('Last name', USER_NAME_MAX),
  email: emailField,
  roles: z
    .array(z.enum(ROLES, { error: 'Roles may be ADMIN or SUPER_ADMIN' }))
    .optional()
    .transform((roles) => (roles === undefined ? undefined : [...new Set(roles)])),
  active: z.boolean().optional(),
};

/** A new user: password required (SPEC.md section 5, 'Password (create only)'). Roles default to ['ADMIN']. */
export const userCreateSchema = z.object({ ...userFields, password: passwordField });

/** An existing user: the password is changed only through the credential calls, so it is ignored here. */
export const userUpdateSchema = z.object({ ...userFields, password: z.unknown().optional() });

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const credentialUpdateSchema = z.object({
  newCredential: passwordField,
  existingCredential: z.string({ error: required('Current password') }).min(1, required('Current password')),
});

export const credentialResetSchema = z.object({ newCredential: passwordField });

export const loginSchema = z.object({
  email: z.string({ error: required('Email') }).trim().min(1, required('Email')).max(254, tooLong(254)),
  password: z.string({ error: required('Password') }).min(1, required('Password')).max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  companyId: z.string().trim().optional().nullable(),
});

/** The password screen's own rule: Update is enabled only when both match and are long enough. */
export function passwordsMatch(newPassword: string, confirmPassword: string): boolean {
  return newPassword === confirmPassword;
}
export const PASSWORDS_DO_NOT_MATCH = 'Password do not match';
