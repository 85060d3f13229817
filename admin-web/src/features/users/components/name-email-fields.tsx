import type { UseFormRegisterReturn } from 'react-hook-form';
import { EMAIL_MAX } from '@core/validation/text-rules.js';
import { USER_NAME_MAX } from '@core/user/user.schema.js';
import { parseMailbox, splitDisplayName } from '@core/validation/mailbox.js';
import { TextField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';

type NameEmailField = 'firstName' | 'lastName' | 'email';

/** The same three fields open every user form (invite, add, edit), with the schema's limits. */
export function NameEmailFields({
  registered,
  errors,
  autoComplete,
  emailHint,
  mailbox,
}: {
  registered: Record<NameEmailField, UseFormRegisterReturn>;
  errors: Partial<Record<NameEmailField, { message?: string } | undefined>>;
  /** 'off' for someone else's details (an invitation), 'person' for the browser's own. */
  autoComplete?: 'off' | 'person';
  emailHint?: string;
  /**
   * Given, a pasted "Fatima Khan <fatima@example.org>" becomes the address, and its name fills the name
   * fields left empty (docs/volunteer.md "Inviting a user"). `current` reads a field, `fill` sets it.
   */
  mailbox?: { current(field: NameEmailField): string; fill(field: NameEmailField, value: string): void };
}) {
  const { t } = useAdminTranslator();
  const complete = (own: string) => (autoComplete === 'person' ? own : autoComplete);
  const email = mailbox
    ? {
        ...registered.email,
        onChange: async (event: { target: { value: string } }) => {
          const pasted = parseMailbox(event.target.value);
          if (pasted) {
            const names = splitDisplayName(pasted.name);
            if (names.firstName && !mailbox.current('firstName').trim()) mailbox.fill('firstName', names.firstName);
            if (names.lastName && !mailbox.current('lastName').trim()) mailbox.fill('lastName', names.lastName);
            mailbox.fill('email', pasted.email);
            return;
          }
          return registered.email.onChange(event);
        },
      }
    : registered.email;
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
        {...email}
      />
    </>
  );
}
