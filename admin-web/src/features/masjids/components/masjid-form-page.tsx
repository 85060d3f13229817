import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { MasjidValues } from '@core/masjid/masjid.schema.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { Card, Loaded, Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { registrationStore } from '../../../lib/registration-store.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { isolate, tParts } from '../../../lib/i18n/people-text.js';
import { useCreateMasjid } from '../api/create-masjid.js';
import { useMasjid } from '../api/get-masjid.js';
import { useOwnRegistration } from '../api/get-own-registration.js';
import { timeAgo } from '../logic/time-ago.js';
import { useUpdateMasjid } from '../api/update-masjid.js';
import { blankMasjid, MasjidForm, masjidToInput } from './masjid-form.js';
import { masjidQuery, useCompanyId } from './use-masjid-id.js';
import { ResumeByEmail } from './resume-by-email.js';
import { ApiError } from '../../../lib/api-client.js';

/** /auth/company/create: 'Register Masjid', the first step of registration (or a super admin adding one). */
export function MasjidCreatePage() {
  const translator = useAdminTranslator();
  const { t } = translator;
  const create = useCreateMasjid();
  const navigate = useNavigate();
  const session = useSession();
  const pending = useMemo(() => (session ? null : registrationStore.pending()), [session]);
  // A visitor whose tab lost the registration (closed, or another tab) may still hold its cookie: the server
  // says which masjid it is, to continue or start again (docs/volunteer.md "Registration").
  const own = useOwnRegistration(!session && !pending);
  const [choice, setChoice] = useState<'continue' | 'restart' | null>(null);
  // A visitor refused for the URL may own it already, unconfirmed: the way back in is shown under the form.
  const [urlRefused, setUrlRefused] = useState(false);
  const unfinished = own.data?.masjid ?? null;
  // A blank masjid (docs/product-rules.md, "Pages"), except for a visitor coming Back from the first-admin step
  // or continuing after a lost tab: they see their masjid filled in, and sending it continues the same registration.
  const initial = useMemo(() => {
    const company = pending?.company ?? (choice === 'continue' ? unfinished : null);
    return company ? masjidToInput(company) : blankMasjid();
  }, [pending, choice, unfinished]);

  async function submit(values: MasjidValues) {
    const response = await create.mutateAsync(values).catch((error: unknown) => {
      if (!session && error instanceof ApiError && error.status === 409 && error.fieldErrors['company.url'])
        setUrlRefused(true);
      throw error;
    });
    const masjid = response.target;
    if (!masjid) throw new Error(t('people.masjid.errorOccurred'));
    showAlert('success', t('people.masjid.saved'));
    if (session) {
      void navigate(`/auth/company/view?id=${encodeURIComponent(masjid.id)}`);
    } else {
      registrationStore.setPending({ companyId: masjid.id, companyName: masjid.name, company: masjid });
      void navigate('/auth/company/user/create');
    }
  }

  const asking = !session && !pending && choice === null && (own.isPending || unfinished !== null);
  return (
    <Page
      title={t('people.masjid.registerTitle')}
      subtitle={t(session ? 'people.masjid.newInactive' : 'people.masjid.step1')}
    >
      <Card>
        {asking ? (
          unfinished ? (
            <section aria-label={t('people.masjid.resumeLabel')}>
              <p>
                {tParts(
                  translator,
                  'people.masjid.resumeStarted',
                  { masjid: <strong>{isolate(translator, unfinished.name)}</strong> },
                  { age: timeAgo(own.data?.startedAt ?? new Date().toISOString(), new Date(), translator.language) },
                )}
              </p>
              <p>{t('people.masjid.resumeHint')}</p>
              <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
                <Button onClick={() => setChoice('continue')}>{t('people.masjid.resumeContinue')}</Button>
                <Button tone="secondary" onClick={() => setChoice('restart')}>
                  {t('people.masjid.resumeRestart')}
                </Button>
              </div>
            </section>
          ) : (
            <PageMessage>{t('people.common.loading')}</PageMessage>
          )
        ) : (
          <MasjidForm
            key={choice ?? 'form'}
            initial={initial}
            submitLabel={t('people.common.next')}
            superAdmin={false}
            onSubmit={submit}
          />
        )}
        {urlRefused && <ResumeByEmail />}
      </Card>
    </Page>
  );
}

/** /auth/company/edit: 'Edit Masjid Profile'. */
export function MasjidEditPage() {
  const { t } = useAdminTranslator();
  const { id, own } = useCompanyId();
  const masjid = useMasjid(id);
  const update = useUpdateMasjid(id ?? '');
  const navigate = useNavigate();
  const { superAdmin } = useRoles();

  async function submit(values: MasjidValues) {
    const response = await update.mutateAsync(values);
    showAlert('success', t('people.masjid.updated'));
    if (response.target && sessionStore.get()?.company?.id === response.target.id)
      sessionStore.update({ company: response.target });
    void navigate(`/auth/company/view${masjidQuery(id!, own)}`);
  }

  return (
    <Page title={t('people.masjid.editTitle')}>
      {!id ? (
        <NoMasjid />
      ) : (
        <Loaded query={masjid}>
          {(data) => (
            <Card>
              <MasjidForm
                key={data.id}
                initial={masjidToInput(data)}
                submitLabel={t('people.common.update')}
                superAdmin={superAdmin}
                onSubmit={submit}
                secondaryAction={
                  <ButtonLink to={`/auth/company/view${masjidQuery(id, own)}`} tone="secondary">
                    {t('people.common.cancel')}
                  </ButtonLink>
                }
              />
            </Card>
          )}
        </Loaded>
      )}
    </Page>
  );
}

export function NoMasjid() {
  const translator = useAdminTranslator();
  return (
    <PageMessage>
      {tParts(translator, 'people.masjid.noMasjid', {
        list: <Link to="/auth/company/list">{translator.t('people.masjids.title')}</Link>,
        signIn: (
          <Link to="/?admin">
            <bdi>/?admin</bdi>
          </Link>
        ),
      })}
    </PageMessage>
  );
}
