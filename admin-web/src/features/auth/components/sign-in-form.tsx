import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { loginSchema } from '@core/user/user.schema.js';
import { Button } from '../../../components/button.js';
import { SelectField, TextField } from '../../../components/field.js';
import { ApiError } from '../../../lib/api-client.js';
import { resendConfirmation } from '../../account-recovery/account-recovery-api.js';
import { useMasjidNames } from '../api/get-masjid-names.js';
import { useLogin } from '../api/login.js';
import * as styles from './sign-in-form.css.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { isUnconfirmedAccount } from '../logic/unconfirmed-account.js';

export const LOGIN_FAILED = 'Login failed. Invalid email or password.';

const withMasjid = loginSchema.extend({
  companyId: z.string().trim().min(1, 'Masjid is required'),
});

interface SignInFormProps {
  /** `?admin` is in the address: a super admin picks the masjid to act for. */
  chooseMasjid: boolean;
  /** The stored admin flag: only then is the full masjid list loaded. */
  loadMasjids: boolean;
}

export function SignInForm({ chooseMasjid, loadMasjids }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { t } = useAdminTranslator();
  const masjids = useMasjidNames(chooseMasjid && loadMasjids);
  const [failure, setFailure] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const schema = useMemo(() => (chooseMasjid ? withMasjid : loginSchema), [chooseMasjid]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '', companyId: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setUnconfirmed(null);
    setResent(null);
    try {
      await login.mutateAsync({ email: values.email, password: values.password, companyId: values.companyId || null });
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from && from.startsWith('/auth') ? from : '/auth/admin', { replace: true });
    } catch (error) {
      // 401 is the spec's message; other refusals (unconfirmed email, deactivated, too many tries) say why.
      setFailure(error instanceof ApiError && error.status !== 401 ? error.message : t('admin.signIn.failed'));
      // An unconfirmed account may ask for the confirmation email again (docs/volunteer.md "Forgotten password").
      if (isUnconfirmedAccount(error)) setUnconfirmed(values.email);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className={styles.heading}>
        {t('admin.signIn.title')}
      </h2>
      {chooseMasjid && (
        <SelectField
          label={t('admin.signIn.masjid')}
          required
          error={errors.companyId?.message}
          {...register('companyId')}
        >
          <option value="">
            {masjids.isPending && loadMasjids ? t('admin.signIn.loading') : t('admin.signIn.chooseMasjid')}
          </option>
          {masjids.data?.map((masjid) => (
            <option key={masjid.id} value={masjid.id}>
              {masjid.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('admin.signIn.email')}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('admin.signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {unconfirmed && (
        <Button
          tone="secondary"
          onClick={() => {
            resendConfirmation(unconfirmed)
              .then((response) => setResent(response.message ?? t('admin.signIn.sent')))
              .catch(() => setResent(t('admin.signIn.resendFailed')));
          }}
        >
          {t('admin.signIn.resend')}
        </Button>
      )}
      {resent && <p role="status">{resent}</p>}
      <Button type="submit" disabled={isSubmitting}>
        {t('admin.signIn.submit')}
      </Button>
      <Link to="/auth/forgot-password" className={styles.register}>
        {t('admin.signIn.forgot')}
      </Link>
      <Link to="/auth/company/create" className={styles.register}>
        {t('admin.signIn.register')}
      </Link>
    </form>
  );
}
