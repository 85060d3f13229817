import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CompanyValues } from '../../../../../core/src/company/company.schema.js';
import { ButtonLink } from '../../../components/button.js';
import { Card, Loaded, Page, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../../lib/auth/use-session.js';
import { registrationStore } from '../../../lib/registration-store.js';
import { useCreateCompany } from '../api/create-company.js';
import { useCompany } from '../api/get-company.js';
import { useUpdateCompany } from '../api/update-company.js';
import { blankCompany, CompanyForm, companyToInput } from './company-form.js';
import { companyQuery, useCompanyId } from './use-company-id.js';

/** /auth/company/create: 'Register Masjid', the first step of registration (or a super admin adding one). */
export function CompanyCreatePage() {
  const create = useCreateCompany();
  const navigate = useNavigate();
  const session = useSession();
  // Opening the page always starts from a blank masjid (SPEC.md section 2).
  const initial = useMemo(blankCompany, []);

  async function submit(values: CompanyValues) {
    const response = await create.mutateAsync(values);
    const company = response.target;
    if (!company) throw new Error('Error occurred!');
    showAlert('success', 'Successfully saved company');
    if (session) {
      navigate(`/auth/company/view?id=${encodeURIComponent(company.id)}`);
    } else {
      registrationStore.setPending({ companyId: company.id, companyName: company.name });
      navigate('/auth/company/user/create');
    }
  }

  return (
    <Page
      title="Register Masjid"
      subtitle={session ? 'The new masjid starts inactive until a super admin activates it.' : 'Step 1 of 2: your masjid. Next you add its first admin.'}
    >
      <Card>
        <CompanyForm initial={initial} submitLabel="Next" superAdmin={false} onSubmit={submit} />
      </Card>
    </Page>
  );
}

/** /auth/company/edit: 'Edit Masjid Profile'. */
export function CompanyEditPage() {
  const { id, own } = useCompanyId();
  const company = useCompany(id);
  const update = useUpdateCompany(id ?? '');
  const navigate = useNavigate();
  const { superAdmin } = useRoles();

  async function submit(values: CompanyValues) {
    const response = await update.mutateAsync(values);
    showAlert('success', 'Successfully updated company');
    if (response.target && sessionStore.get()?.company?.id === response.target.id) sessionStore.update({ company: response.target });
    navigate(`/auth/company/view${companyQuery(id!, own)}`);
  }

  return (
    <Page title="Edit Masjid Profile">
      {!id ? (
        <NoCompany />
      ) : (
        <Loaded query={company}>
          {(data) => (
            <Card>
              <CompanyForm
                key={data.id}
                initial={companyToInput(data)}
                submitLabel="Update"
                superAdmin={superAdmin}
                onSubmit={submit}
                secondaryAction={
                  <ButtonLink to={`/auth/company/view${companyQuery(id, own)}`} tone="secondary">
                    Cancel
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

export function NoCompany() {
  return (
    <PageMessage>
      You are not acting for a masjid. Open one from <Link to="/auth/company/list">All Masjids</Link>, or sign in at{' '}
      <Link to="/?admin">/?admin</Link> and choose the masjid.
    </PageMessage>
  );
}
