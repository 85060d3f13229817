import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { MasjidValues } from '@core/masjid/masjid.schema.js';
import { ButtonLink } from '../../../components/button.js';
import { Card, Loaded, Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { registrationStore } from '../../../lib/registration-store.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { tParts } from '../../../lib/i18n/people-text.js';
import { useCreateMasjid } from '../api/create-masjid.js';
import { useMasjid } from '../api/get-masjid.js';
import { useUpdateMasjid } from '../api/update-masjid.js';
import { blankMasjid, MasjidForm, masjidToInput } from './masjid-form.js';
import { masjidQuery, useCompanyId } from './use-masjid-id.js';

/** /auth/company/create: 'Register Masjid', the first step of registration (or a super admin adding one). */
export function MasjidCreatePage() {
  const { t } = useAdminTranslator();
  const create = useCreateMasjid();
  const navigate = useNavigate();
  const session = useSession();
  // A blank masjid (docs/product-rules.md, "Pages"), except for a visitor coming Back from the first-admin step: they see
  // their masjid filled in and sending it again continues the same registration (docs/volunteer.md "Registration").
  const initial = useMemo(() => {
    const pending = session ? null : registrationStore.pending();
    // The id tells the server this is the same registration, not a new one.
    return pending?.company ? masjidToInput(pending.company) : blankMasjid();
  }, [session]);

  async function submit(values: MasjidValues) {
    const response = await create.mutateAsync(values);
    const masjid = response.target;
    if (!masjid) throw new Error(t('people.masjid.errorOccurred'));
    showAlert('success', t('people.masjid.saved'));
    if (session) {
      navigate(`/auth/company/view?id=${encodeURIComponent(masjid.id)}`);
    } else {
      registrationStore.setPending({ companyId: masjid.id, companyName: masjid.name, company: masjid });
      navigate('/auth/company/user/create');
    }
  }

  return (
    <Page
      title={t('people.masjid.registerTitle')}
      subtitle={t(session ? 'people.masjid.newInactive' : 'people.masjid.step1')}
    >
      <Card>
        <MasjidForm initial={initial} submitLabel={t('people.common.next')} superAdmin={false} onSubmit={submit} />
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
    navigate(`/auth/company/view${masjidQuery(id!, own)}`);
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
