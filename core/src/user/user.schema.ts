import { z } from 'zod';
import { ROLES } from '../auth/roles.js';
import { LANGUAGES } from '../i18n/languages.js';
import { emailField, nameField } from '../validation/text-fields.js';
import { required, tooLong } from '../validation/text-rules.js';
import { coded } from '../validation/coded-message.js';
import { parseMailbox, splitDisplayName } from '../validation/mailbox.js';

export const USER_NAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

export const passwordField = z
  .string({ error: required('Password') })
  .min(1, required('Password'))
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

export const LANGUAGE_INVALID = coded(`Language must be one of ${LANGUAGES.join(', ')}`, 'server.field.language', {
  languages: LANGUAGES.join(', '),
});
const languageField = z.enum(LANGUAGES, { error: LANGUAGE_INVALID });

/** PUT /api/auth/me/language: the signed-in user's own language, or null to follow the browser. */
export const userLanguageSchema = z.object({ language: languageField.nullable() });

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
  /** Left out: unchanged; null: follow the browser again (docs/languages.md "Admin app"). */
  language: languageField.nullable().optional(),
};

/** A new user: password required (docs/product-rules.md ("Validation"), 'Password (create only)'). Roles default to ['ADMIN']. */
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
  email: z
    .string({ error: required('Email') })
    .trim()
    .min(1, required('Email'))
    .max(254, tooLong(254)),
  password: z
    .string({ error: required('Password') })
    .min(1, required('Password'))
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  companyId: z.string().trim().optional().nullable(),
});

/** The password screen's own rule: Update is enabled only when both match and are long enough. */
export function passwordsMatch(newPassword: string, confirmPassword: string): boolean {
  return newPassword === confirmPassword;
}
export { PASSWORDS_DO_NOT_MATCH } from '../validation/messages.js';

/** POST /api/auth/password/forgot and /api/auth/verification/resend (docs/volunteer.md "Forgotten password"). */
export const accountEmailSchema = z.object({ email: emailField });

/** POST /api/auth/password/reset: the emailed link's token and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: required('Token') })
    .min(1, required('Token'))
    .max(2000, tooLong(2000)),
  password: passwordField,
});

/** POST /api/auth/companies/{id}/invitations: who to invite; they choose their own password (docs/volunteer.md "Inviting a user"). */
/**
 * An invitation. An email pasted as "Fatima Khan <fatima@example.org>" also gives the names left empty
 * (docs/volunteer.md "Inviting a user").
 */
export const userInviteSchema = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string({ error: required('Email') }),
    roles: z.array(z.enum(ROLES, { error: 'Roles may be ADMIN or SUPER_ADMIN' })).optional(),
    language: userFields.language,
  })
  .transform(namesFromMailbox)
  .pipe(
    z.object({
      firstName: userFields.firstName,
      lastName: userFields.lastName,
      email: userFields.email,
      roles: userFields.roles,
      /** The invitee's language, for the invitation and their later emails; left out: the masjid's (docs/languages.md "Emails"). */
      language: userFields.language,
    }),
  );

function namesFromMailbox<T extends { firstName?: string; lastName?: string; email: string }>(fields: T): T {
  const mailbox = parseMailbox(fields.email);
  if (!mailbox?.name) return fields;
  const names = splitDisplayName(mailbox.name);
  const blank = (value: string | undefined) => value === undefined || value.trim() === '';
  return {
    ...fields,
    firstName: blank(fields.firstName) ? names.firstName : fields.firstName,
    lastName: blank(fields.lastName) ? names.lastName : fields.lastName,
  };
}
export type UserInviteInput = z.input<typeof userInviteSchema>;

/** POST /api/auth/invitation/accept: the emailed link's token and the password the invitee chose. */
export const invitationAcceptSchema = passwordResetSchema;

/** POST /api/auth/act-for: the masjid a super admin acts for next, or null for none (docs/volunteer.md "Masjid switcher"). */
export const actForSchema = z.object({
  companyId: z
    .string({ error: required('Masjid') })
    .trim()
    .min(1, required('Masjid'))
    .max(100, tooLong(100))
    .nullable(),
});
