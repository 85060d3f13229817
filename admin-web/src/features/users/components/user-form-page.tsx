import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '../../../../../core/src/api-types.js';
import type { Role } from '../../../../../core/src/auth/roles.js';
import { EMAIL_MAX } from '../../../../../core/src/validation/text-rules.js';
import {
  USER_NAME_MAX,
  userCreateSchema,
  userUpdateSchema,
  type UserCreateInput,
  type UserUpdateInput,
} from '../../../../../core/src/user/user.schema.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { Card, Loaded, Page, PageMessage } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError } from '../../../lib/api-client.js';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { applyServerFieldErrors } from '../../../lib/form-errors.js';
import { registrationStore } from '../../../lib/registration-store.js';
import { useCompany } from '../../companies/api/get-company.js';
import { useCreateUser } from '../api/create-user.js';
import { useUser } from '../api/get-user.js';
import { useUpdateUser } from '../api/update-user.js';
import { FormFooter } from './form-footer.js';
import { PasswordField } from './password-field.js';
import { RolesField } from './roles-field.js';
import { userViewPath } from './user-links.js';

const USER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'roles', 'active'] as const;

/** A refused save: field errors under their fields, and the others (or else the server's message) for the list below the form. */
function serverMessagesOf<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string[] {
  if (!(error instanceof ApiError)) return [];
  const leftovers = applyServerFieldErrors(setError, error.fieldErrors, { prefix: 'user', fields: USER_FIELDS });
  return leftovers.length ? leftovers : [error.message];
}

function useGrantable(): Role[] {
  const { admin, superAdmin } = useRoles();
  if (superAdmin) return ['ADMIN', 'SUPER_ADMIN'];
  return admin ? ['ADMIN'] : [];
}

/**
 * /auth/company/user/create: 'Register User'. Signed out it is registration's second step (the masjid's
 * first admin); signed in, an admin adds a user to their masjid (or, for a super admin, to `?companyId=`).
 */
export function UserCreatePage() {
  const session = useSession();
  const [params] = useSearchParams();
  const pending = useMemo(() => registrationStore.pending(), []);
  const companyId = session ? params.get('companyId') || session.payload.companyId : pending?.companyId ?? null;
  const company = useCompany(session ? companyId : null);

  if (!session && !pending) return <Navigate to="/auth/company/create" replace />;
  const companyName = session ? company.data?.name : pending?.companyName;
  return (
    <Page title="Register User" subtitle={companyName ? `Add user to ${companyName}` : session && company.isPending ? 'Loading...' : undefined}>
      {!companyId ? (
        <PageMessage>You are not acting for a masjid, so no user can be added here.</PageMessage>
      ) : (
        <Card narrow>
          <UserCreateForm key={companyId} companyId={companyId} registration={!session} companyName={companyName ?? ''} />
        </Card>
      )}
    </Page>
  );
}

function UserCreateForm({ companyId, registration, companyName }: { companyId: string; registration: boolean; companyName: string }) {
  const create = useCreateUser(companyId);
  const navigate = useNavigate();
  const grantable = useGrantable();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserCreateInput>({
    resolver: zodResolver(userCreateSchema),
    // Opening the page starts from a blank user (SPEC.md section 2).
    defaultValues: { firstName: '', lastName: '', email: '', password: '', roles: ['ADMIN'] },
  });

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      const response = await create.mutateAsync(registration ? { ...values, roles: undefined } : values);
      const user = response.target;
      if (registration) {
        showAlert('success', 'Successfully created company user');
        registrationStore.finish({ email: user?.email ?? values.email, companyName: user?.companyName ?? companyName });
        navigate('/auth/register/finish');
      } else {
        showAlert('success', 'Successfully added company user');
        navigate(user ? userViewPath(companyId, user.id) : '/auth/company/user/list/current');
      }
    } catch (error) {
      showAlert('error', 'Failed to save company user');
      setServerMessages(serverMessagesOf(error, setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {registration && <p className={pageStyles.muted} style={{ marginTop: 0 }}>Step 2 of 2: the first admin of the masjid. This is the account you will sign in with.</p>}
      <div className={pageStyles.formGrid}>
        <TextField label="First name" required maxLength={USER_NAME_MAX} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" required maxLength={USER_NAME_MAX} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Email" required type="email" maxLength={EMAIL_MAX} autoComplete="email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        {!registration && grantable.length > 0 && <RolesField control={control} name="roles" grantable={grantable} />}
      </div>
      <FormFooter messages={serverMessages}>
        <Button type="submit" disabled={isSubmitting}>
          {registration ? 'Finish registration' : 'Save'}
        </Button>
      </FormFooter>
    </form>
  );
}

/** /auth/company/user/edit?companyId=&id=: 'Edit User Profile'. */
export function UserEditPage() {
  const [params] = useSearchParams();
  const user = useUser(params.get('companyId'), params.get('id'));
  return (
    <Page title="Edit User Profile">
      <Loaded query={user}>
        {(data) => (
          <Card narrow>
            <UserEditForm key={data.id} user={data} />
          </Card>
        )}
      </Loaded>
    </Page>
  );
}

function UserEditForm({ user }: { user: User }) {
  const session = useSession();
  const { admin } = useRoles();
  const grantable = useGrantable();
  const self = session?.payload.sub === user.id;
  const update = useUpdateUser(user.companyId ?? '', user.id);
  const navigate = useNavigate();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserUpdateInput>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, roles: user.roles as Role[], active: user.active },
  });
  const viewPath = self ? '/auth/company/user/profile' : userViewPath(user.companyId ?? '', user.id);

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      const response = await update.mutateAsync(values);
      showAlert('success', 'Successfully updated company user');
      if (self && response.target) sessionStore.update({ user: response.target });
      navigate(viewPath);
    } catch (error) {
      showAlert('error', 'Failed to update company user.');
      setServerMessages(serverMessagesOf(error, setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className={pageStyles.formGrid}>
        <TextField label="First name" required maxLength={USER_NAME_MAX} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" required maxLength={USER_NAME_MAX} error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="Email"
          required
          type="email"
          maxLength={EMAIL_MAX}
          hint="A new email address must be confirmed again before the next sign-in."
          error={errors.email?.message}
          {...register('email')}
        />
        {admin && (
          <RolesField
            control={control}
            name="roles"
            grantable={self ? [] : grantable}
            hint={self ? 'You cannot change your own roles.' : undefined}
          />
        )}
        {admin && !self && <CheckboxField label="Active" error={errors.active?.message} {...register('active')} />}
      </div>
      <FormFooter messages={serverMessages}>
        <Button type="submit" disabled={isSubmitting}>
          Update
        </Button>
        <ButtonLink to={viewPath} tone="secondary">
          Cancel
        </ButtonLink>
      </FormFooter>
    </form>
  );
}
