import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN, PASSWORDS_DO_NOT_MATCH } from '@core/user/user.schema.js';
import { Button } from '../../../components/button.js';
import { Card, Page } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError } from '../../../lib/api-client.js';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { applyServerFieldErrors } from '../../../lib/form-errors.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { serverOr, translatedFieldErrors, translatedResolver, validationText } from '../../../lib/i18n/people-text.js';
import { useGoBack } from '../../../lib/use-go-back.js';
import { useChangePassword, type PasswordMode } from '../api/change-password.js';
import { FormFooter } from './form-footer.js';
import { PasswordField } from './password-field.js';
import { canSubmitPassword, passwordFormSchema, type PasswordFormValues } from './password-form.js';

/** /auth/company/user/password/{update|reset}?email=: 'Update Password' (own) or 'Reset Password' (admin). */
export function PasswordPage() {
  const { t } = useAdminTranslator();
  const { mode: rawMode } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const { admin } = useRoles();
  const mode: PasswordMode | null = rawMode === 'update' || rawMode === 'reset' ? rawMode : null;
  const email = mode === 'update' ? (session?.payload.email ?? '') : (params.get('email') ?? '');
  if (!mode) return <Navigate to="/404" replace />;
  if (mode === 'reset' && !admin) return <Navigate to="/forbidden" replace />;
  return (
    <Page title={t(mode === 'update' ? 'people.user.updatePassword' : 'people.user.resetPassword')} subtitle={email}>
      <Card narrow>
        <PasswordForm key={`${mode}:${email}`} mode={mode} email={email} />
      </Card>
    </Page>
  );
}

function PasswordForm({ mode, email }: { mode: PasswordMode; email: string }) {
  const translator = useAdminTranslator();
  const { t } = translator;
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
    resolver: translatedResolver(zodResolver(passwordFormSchema(mode)), translator),
    mode: 'onChange',
    defaultValues: { existingCredential: '', newCredential: '', confirmCredential: '' },
  });
  const values = useWatch({ control }) as PasswordFormValues;
  const mismatch = Boolean(values.confirmCredential) && values.newCredential !== values.confirmCredential;

  const submit = handleSubmit(async (form) => {
    setServerMessages([]);
    try {
      const response = await change.mutateAsync({
        email,
        newCredential: form.newCredential,
        existingCredential: form.existingCredential,
      });
      // Changing one's own password ends every older session, this one included: carry on with the new token.
      const session = sessionStore.get();
      if (response.token && session) sessionStore.signIn(response.token, session.user, session.company);
      showAlert(
        'success',
        serverOr(
          translator,
          response.message,
          t(mode === 'reset' ? 'people.password.reset' : 'people.password.updated'),
        ),
      );
      goBack();
    } catch (error) {
      if (error instanceof ApiError && (error.message || Object.keys(error.fieldErrors).length)) {
        showAlert('error', error.message);
        const leftovers = applyServerFieldErrors(setError, translatedFieldErrors(translator, error.fieldErrors), {
          fields: ['newCredential', 'existingCredential'],
        });
        setServerMessages(leftovers);
      } else {
        showAlert('error', t('people.password.failed'));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className={pageStyles.formGrid}>
        {mode === 'update' && (
          <PasswordField
            label={t('people.field.currentPassword')}
            autoComplete="current-password"
            error={errors.existingCredential?.message}
            {...register('existingCredential')}
          />
        )}
        <PasswordField
          label={t('people.password.new')}
          autoComplete="new-password"
          hint={t('people.field.passwordHint', { min: PASSWORD_MIN })}
          error={errors.newCredential?.message}
          {...register('newCredential')}
        />
        <PasswordField
          label={t('people.password.confirm')}
          autoComplete="new-password"
          error={mismatch ? validationText(translator, PASSWORDS_DO_NOT_MATCH) : errors.confirmCredential?.message}
          {...register('confirmCredential')}
        />
      </div>
      <FormFooter messages={serverMessages}>
        <Button tone="secondary" onClick={goBack}>
          {t('people.common.back')}
        </Button>
        <Button type="submit" disabled={isSubmitting || !canSubmitPassword(values, mode)}>
          {t('people.common.update')}
        </Button>
      </FormFooter>
    </form>
  );
}
