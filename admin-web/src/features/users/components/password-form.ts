import { z } from 'zod';
import { passwordField, PASSWORD_MIN, PASSWORDS_DO_NOT_MATCH } from '@core/user/user.schema.js';

/** The password screen's schema: core's password rule plus the confirmation of docs/product-rules.md ("Validation"). */
export function passwordFormSchema(mode: 'update' | 'reset') {
  return z
    .object({
      existingCredential: mode === 'update' ? z.string().min(1, 'Current password is required') : z.string(),
      newCredential: passwordField,
      confirmCredential: z.string(),
    })
    .refine((values) => values.newCredential === values.confirmCredential, {
      path: ['confirmCredential'],
      message: PASSWORDS_DO_NOT_MATCH,
    });
}

export type PasswordFormValues = { existingCredential: string; newCredential: string; confirmCredential: string };

/** Update is enabled only when both passwords match and are long enough. */
export function canSubmitPassword(values: PasswordFormValues, mode: 'update' | 'reset'): boolean {
  if (mode === 'update' && !values.existingCredential) return false;
  return values.newCredential.length >= PASSWORD_MIN && values.newCredential === values.confirmCredential;
}
