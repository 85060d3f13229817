import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PASSWORDS_DO_NOT_MATCH } from '../../../../../core/src/user/user.schema.js';
import { Button } from '../../../components/button.js';
import { Card, Page } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError } from '../../../lib/api-client.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { applyServerFieldErrors } from '../../../lib/form-errors.js';
import { useGoBack } from '../../../lib/use-go-back.js';
import { useChangePassword, type PasswordMode } from '../api/change-password.js';
import { FormFooter } from './form-footer.js';
import { PasswordField } from './password-field.js';
import { canSubmitPassword, passwordFormSchema, type PasswordFormValues } from './password-form.js';

/** /auth/company/user/password/{update|reset}?email=: 'Update Password' (own) or 'Reset Password' (admin). */
export function PasswordPage() {
  const { mode: rawMode } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const { admin } = useRoles();
  const mode: PasswordMode | null = rawMode === 'update' || rawMode === 'reset' ? rawMode : null;
  const email = mode === 'update' ? session?.payload.email ?? '' : params.get('email') ?? '';
  if (!mode) return <Navigate to="/404" replace />;
  if (mode === 'reset' && !admin) return <Navigate to="/forbidden" replace />;
  return (
    <Page title={mode === 'update' ? 'Update Password' : 'Reset Password'} subtitle={email}>
      <Card narrow>
        <PasswordForm key={`${mode}:${email}`} mode={mode} email={email} />
      </Card>
    </Page>
  );
}

function PasswordForm({ mode, email }: { mode: PasswordMode; email: string }) {
  const goBack = useGoBack('/auth/company/user/profile');
  const change = useChangePassword(mode);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema(mode)),
    mode: 'onChange',
    defaultValues: { existingCredential: '', newCredential: '', confirmCredential: '' },
  });
  const values = useWatch({ control }) as PasswordFormValues;
  const mismatch = Boolean(values.confirmCredential) && values.newCredential !== values.confirmCredential;

  const submit = handleSubmit(async (form) => {
    setServerMessages([]);
    try {
      const response = await change.mutateAsync({ email, newCredential: form.newCredential, existingCredential: form.existingCredential });
      showAlert('success', response.message ?? 'Password was updated.');
      goBack();
    } catch (error) {
      if (error instanceof ApiError && (error.message || Object.keys(error.fieldErrors).length)) {
        showAlert('error', error.message);
        const leftovers = applyServerFieldErrors(setError, error.fieldErrors, { fields: ['newCredential', 'existingCredential'] });
        setServerMessages(leftovers);
      } else {
        showAlert('error', 'Failed to update password.');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className={pageStyles.formGrid}>
        {mode === 'update' && (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.existingCredential?.message}
            {...register('existingCredential')}
          />
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newCredential?.message}
          {...register('newCredential')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={mismatch ? PASSWORDS_DO_NOT_MATCH : errors.confirmCredential?.message}
          {...register('confirmCredential')}
        />
      </div>
      <FormFooter messages={serverMessages}>
        <Button tone="secondary" onClick={goBack}>
          Back
        </Button>
        <Button type="submit" disabled={isSubmitting || !canSubmitPassword(values, mode)}>
          Update
        </Button>
      </FormFooter>
    </form>
  );
}
