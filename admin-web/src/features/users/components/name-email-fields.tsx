import type { UseFormRegisterReturn } from 'react-hook-form';
import { EMAIL_MAX } from '@core/validation/text-rules.js';
import { USER_NAME_MAX } from '@core/user/user.schema.js';
import { TextField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';

type NameEmailField = 'firstName' | 'lastName' | 'email';

/** The same three fields open every user form (invite, add, edit), with the schema's limits. */
export function NameEmailFields({
  registered,
  errors,
  autoComplete,
  emailHint,
}: {
  registered: Record<NameEmailField, UseFormRegisterReturn>;
  errors: Partial<Record<NameEmailField, { message?: string } | undefined>>;
  /** 'off' for someone else's details (an invitation), 'person' for the browser's own. */
  autoComplete?: 'off' | 'person';
  emailHint?: string;
}) {
  const { t } = useAdminTranslator();
  const complete = (own: string) => (autoComplete === 'person' ? own : autoComplete);
  return (
    <>
      <TextField
        label={t('people.field.firstName')}
        required
        maxLength={USER_NAME_MAX}
        autoComplete={complete('given-name')}
        error={errors.firstName?.message}
        {...registered.firstName}
      />
      <TextField
        label={t('people.field.lastName')}
        required
        maxLength={USER_NAME_MAX}
        autoComplete={complete('family-name')}
        error={errors.lastName?.message}
        {...registered.lastName}
      />
      <TextField
        label={t('people.field.email')}
        required
        type="email"
        maxLength={EMAIL_MAX}
        autoComplete={complete('email')}
        hint={emailHint}
        error={errors.email?.message}
        {...registered.email}
      />
    </>
  );
}
