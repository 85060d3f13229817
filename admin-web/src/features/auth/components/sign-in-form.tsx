import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { loginSchema } from '../../../../../core/src/user/user.schema.js';
import { Button } from '../../../components/button.js';
import { SelectField, TextField } from '../../../components/field.js';
import { ApiError } from '../../../lib/api-client.js';
import { useMasjidNames } from '../api/get-masjid-names.js';
import { useLogin } from '../api/login.js';
import * as styles from './sign-in-form.css.js';

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
  const masjids = useMasjidNames(chooseMasjid && loadMasjids);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => (chooseMasjid ? withMasjid : loginSchema), [chooseMasjid]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '', companyId: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync({ email: values.email, password: values.password, companyId: values.companyId || null });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/auth') ? from : '/auth/admin', { replace: true });
    } catch (error) {
      // 401 is the spec's message; other refusals (unconfirmed email, deactivated, too many tries) say why.
      setFailure(error instanceof ApiError && error.status !== 401 ? error.message : LOGIN_FAILED);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className={styles.heading}>
        Sign In
      </h2>
      {chooseMasjid && (
        <SelectField label="Masjid" required error={errors.companyId?.message} {...register('companyId')}>
          <option value="">{masjids.isPending && loadMasjids ? 'Loading...' : 'Choose the masjid'}</option>
          {masjids.data?.map((masjid) => (
            <option key={masjid.id} value={masjid.id}>
              {masjid.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
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
      <Button type="submit" disabled={isSubmitting}>
        Submit
      </Button>
      <Link to="/auth/company/create" className={styles.register}>
        Register your masjid now!
      </Link>
    </form>
  );
}
