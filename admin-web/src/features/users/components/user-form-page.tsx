import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '@core/api-types.js';
import type { Role } from '@core/auth/roles.js';
import { isLanguage, LANGUAGE_FACTS, LANGUAGES } from '@core/i18n/languages.js';
import type { Translator } from '@core/i18n/translator.js';
import {
  PASSWORD_MIN,
  userCreateSchema,
  userInviteSchema,
  userUpdateSchema,
  type UserCreateInput,
  type UserInviteInput,
  type UserUpdateInput,
} from '@core/user/user.schema.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { CheckboxField, SelectField } from '../../../components/field.js';
import * as fieldStyles from '../../../components/field.css.js';
import { Card, Loaded, Page, PageMessage } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError } from '../../../lib/api-client.js';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { applyServerFieldErrors } from '../../../lib/form-errors.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { isolate, serverOr, translatedFieldErrors, translatedResolver } from '../../../lib/i18n/people-text.js';
import { registrationStore } from '../../../lib/registration-store.js';
import { useMasjid } from '../../masjids/api/get-masjid.js';
import { useCreateUser } from '../api/create-user.js';
import { useInviteUser } from '../api/invite-user.js';
import { useUser } from '../api/get-user.js';
import { useUpdateUser } from '../api/update-user.js';
import { FormFooter } from './form-footer.js';
import { NameEmailFields } from './name-email-fields.js';
import { PasswordField } from './password-field.js';
import { RolesField } from './roles-field.js';
import { userViewPath } from './user-links.js';

const USER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'roles', 'active'] as const;

/** A refused save: field errors under their fields, and the others (or else the server's message) for the list below the form. */
function serverMessagesOf<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  translator: Translator,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const leftovers = applyServerFieldErrors(setError, translatedFieldErrors(translator, error.fieldErrors), {
    prefix: 'user',
    fields: USER_FIELDS,
  });
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
  const translator = useAdminTranslator();
  const { t } = translator;
  const session = useSession();
  const [params] = useSearchParams();
  const pending = useMemo(() => registrationStore.pending(), []);
  const companyId = session ? params.get('companyId') || session.payload.companyId : (pending?.companyId ?? null);
  const masjid = useMasjid(session ? companyId : null);

  if (!session && !pending) return <Navigate to="/auth/company/create" replace />;
  const companyName = session ? masjid.data?.name : pending?.companyName;
  return (
    <Page
      title={t('people.userForm.registerTitle')}
      subtitle={
        companyName
          ? t('people.userForm.addTo', { masjid: isolate(translator, companyName) })
          : session && masjid.isPending
            ? t('people.common.loading')
            : undefined
      }
    >
      {!companyId ? (
        <PageMessage>{t('people.userForm.noMasjid')}</PageMessage>
      ) : (
        <Card narrow>
          {session ? (
            <AddUserChoice companyId={companyId} companyName={companyName ?? ''} />
          ) : (
            <UserCreateForm key={companyId} companyId={companyId} registration companyName={companyName ?? ''} />
          )}
        </Card>
      )}
    </Page>
  );
}

/**
 * An admin adding a user chooses how the password comes about: an emailed invitation, where the user
 * chooses it themselves (docs/volunteer.md "Inviting a user"), or one the admin sets and passes on.
 */
function AddUserChoice({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useAdminTranslator();
  const [mode, setMode] = useState<'invite' | 'password'>('invite');
  return (
    <>
      <fieldset className={fieldStyles.field} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend className={fieldStyles.label}>{t('people.userForm.theirPassword')}</legend>
        <label className={fieldStyles.checkboxRow}>
          <input type="radio" name="password-mode" checked={mode === 'invite'} onChange={() => setMode('invite')} />
          {t('people.userForm.modeInvite')}
        </label>
        <label className={fieldStyles.checkboxRow}>
          <input type="radio" name="password-mode" checked={mode === 'password'} onChange={() => setMode('password')} />
          {t('people.userForm.modePassword')}
        </label>
      </fieldset>
      {mode === 'invite' ? (
        <InviteUserForm key={companyId} companyId={companyId} companyName={companyName} />
      ) : (
        <UserCreateForm key={companyId} companyId={companyId} registration={false} companyName={companyName} />
      )}
    </>
  );
}

function InviteUserForm({ companyId, companyName }: { companyId: string; companyName: string }) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const invite = useInviteUser(companyId);
  const navigate = useNavigate();
  const grantable = useGrantable();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<UserInviteInput>({
    resolver: translatedResolver(zodResolver(userInviteSchema), translator),
    defaultValues: { firstName: '', lastName: '', email: '', roles: ['ADMIN'] },
  });

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      const response = await invite.mutateAsync(values);
      showAlert(
        'success',
        serverOr(
          translator,
          response.message,
          response.target
            ? t('people.userForm.invitationSentTo', { email: response.target.email })
            : t('people.userForm.invitationSent'),
        ),
      );
      void navigate(response.target ? userViewPath(companyId, response.target.id) : '/auth/company/user/list/current');
    } catch (error) {
      showAlert('error', t('people.userForm.invitationFailed'));
      setServerMessages(serverMessagesOf(error, setError, translator));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className={pageStyles.muted} style={{ marginTop: 0 }}>
        {t('people.userForm.inviteIntro', {
          masjid: companyName ? isolate(translator, companyName) : t('people.userForm.theMasjid'),
        })}
      </p>
      <div className={pageStyles.formGrid}>
        <NameEmailFields
          registered={{ firstName: register('firstName'), lastName: register('lastName'), email: register('email') }}
          errors={errors}
          autoComplete="off"
          mailbox={{
            current: (field) => getValues(field) ?? '',
            fill: (field, value) => setValue(field, value, { shouldValidate: true, shouldDirty: true }),
          }}
        />
        {grantable.length > 0 && <RolesField control={control} name="roles" grantable={grantable} />}
        {/* The invitee's language (docs/languages.md "Emails"): none chosen, the masjid's. */}
        <SelectField
          label={t('people.userForm.inviteLanguage')}
          hint={t('people.userForm.inviteLanguageHint')}
          {...register('language', { setValueAs: (value: string) => (isLanguage(value) ? value : undefined) })}
        >
          <option value="">{t('people.userForm.inviteLanguageMasjid')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_FACTS[language].name}
            </option>
          ))}
        </SelectField>
      </div>
      <FormFooter messages={serverMessages}>
        <Button type="submit" disabled={isSubmitting}>
          {t('people.userForm.sendInvitation')}
        </Button>
      </FormFooter>
    </form>
  );
}

function UserCreateForm({
  companyId,
  registration,
  companyName,
}: {
  companyId: string;
  registration: boolean;
  companyName: string;
}) {
  const translator = useAdminTranslator();
  const { t } = translator;
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
    resolver: translatedResolver(zodResolver(userCreateSchema), translator),
    // Opening the page starts from a blank user (docs/product-rules.md, "Pages").
    defaultValues: { firstName: '', lastName: '', email: '', password: '', roles: ['ADMIN'] },
  });

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      const response = await create.mutateAsync(registration ? { ...values, roles: undefined } : values);
      const user = response.target;
      if (registration) {
        showAlert('success', t('people.userForm.created'));
        registrationStore.finish({ email: user?.email ?? values.email, companyName: user?.companyName ?? companyName });
        void navigate('/auth/register/finish');
      } else {
        showAlert('success', t('people.userForm.added'));
        void navigate(user ? userViewPath(companyId, user.id) : '/auth/company/user/list/current');
      }
    } catch (error) {
      showAlert('error', t('people.userForm.saveFailed'));
      setServerMessages(serverMessagesOf(error, setError, translator));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {registration && (
        <p className={pageStyles.muted} style={{ marginTop: 0 }}>
          {t('people.userForm.step2')}
        </p>
      )}
      <div className={pageStyles.formGrid}>
        <NameEmailFields
          registered={{ firstName: register('firstName'), lastName: register('lastName'), email: register('email') }}
          errors={errors}
          autoComplete="person"
        />
        <PasswordField
          label={t('people.field.password')}
          autoComplete="new-password"
          hint={t('people.field.passwordHint', { min: PASSWORD_MIN })}
          error={errors.password?.message}
          {...register('password')}
        />
        {!registration && grantable.length > 0 && <RolesField control={control} name="roles" grantable={grantable} />}
      </div>
      <FormFooter messages={serverMessages}>
        {registration && (
          <Button tone="secondary" onClick={() => navigate('/auth/company/create')}>
            {t('people.common.back')}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {registration ? t('people.userForm.finish') : t('people.common.save')}
        </Button>
      </FormFooter>
    </form>
  );
}

/** /auth/company/user/edit?companyId=&id=: 'Edit User Profile'. */
export function UserEditPage() {
  const [params] = useSearchParams();
  const { t } = useAdminTranslator();
  const user = useUser(params.get('companyId'), params.get('id'));
  return (
    <Page title={t('people.userForm.editTitle')}>
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
  const translator = useAdminTranslator();
  const { t } = translator;
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
    resolver: translatedResolver(zodResolver(userUpdateSchema), translator),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      roles: user.roles as Role[],
      active: user.active,
    },
  });
  const viewPath = self ? '/auth/company/user/profile' : userViewPath(user.companyId ?? '', user.id);

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      const response = await update.mutateAsync(values);
      showAlert('success', t('people.userForm.updated'));
      if (self && response.target) sessionStore.update({ user: response.target });
      void navigate(viewPath);
    } catch (error) {
      showAlert('error', t('people.userForm.updateFailed'));
      setServerMessages(serverMessagesOf(error, setError, translator));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className={pageStyles.formGrid}>
        <NameEmailFields
          registered={{ firstName: register('firstName'), lastName: register('lastName'), email: register('email') }}
          errors={errors}
          emailHint={t('people.userForm.emailHint')}
        />
        {admin && (
          <RolesField
            control={control}
            name="roles"
            grantable={self ? [] : grantable}
            hint={self ? t('people.userForm.ownRoles') : undefined}
          />
        )}
        {admin && !self && (
          <CheckboxField label={t('people.field.active')} error={errors.active?.message} {...register('active')} />
        )}
      </div>
      <FormFooter messages={serverMessages}>
        <Button type="submit" disabled={isSubmitting}>
          {t('people.common.update')}
        </Button>
        <ButtonLink to={viewPath} tone="secondary">
          {t('people.common.cancel')}
        </ButtonLink>
      </FormFooter>
    </form>
  );
}
