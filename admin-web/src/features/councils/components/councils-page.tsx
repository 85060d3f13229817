import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COUNCIL_NAME_MAX } from '@core/councils/council.js';
import { Button } from '../../../components/button.js';
import { TextAreaField, TextField } from '../../../components/field.js';
import { Card, Loaded, Page } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useRoles } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useCouncils, useCreateCouncil } from '../api/councils.js';
import { emailsOf } from '../logic/admin-emails.js';
import * as styles from './council-page.css.js';

/**
 * /auth/councils (docs/jumuah-eid-ramadan.md, "Councils"): the councils this account administers, each
 * opening its page; a super admin sees every council and creates one with its admins (existing accounts).
 */
export function CouncilsPage() {
  const { t } = useAdminTranslator();
  const { superAdmin } = useRoles();
  const councils = useCouncils();
  return (
    <Page title={t('fleet.councils.title')}>
      {superAdmin && <CreateCouncil />}
      <Card className={styles.section}>
        <h2 className={styles.heading}>{t(superAdmin ? 'fleet.councils.all' : 'fleet.councils.yours')}</h2>
        <Loaded query={councils}>
          {(list) => {
            const shown = superAdmin ? list : list.filter((council) => council.administers);
            return shown.length === 0 ? (
              <p className={styles.muted}>{t('fleet.councils.none')}</p>
            ) : (
              <ul className={styles.councilList} data-testid="council-list">
                {shown.map((council) => (
                  <li key={council.id}>
                    <Link to={`/auth/councils/${council.id}`}>{council.name}</Link>
                  </li>
                ))}
              </ul>
            );
          }}
        </Loaded>
      </Card>
    </Page>
  );
}

function CreateCouncil() {
  const { t } = useAdminTranslator();
  const navigate = useNavigate();
  const create = useCreateCouncil();
  const [name, setName] = useState('');
  const [admins, setAdmins] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const created = (await create.mutateAsync({ name, adminEmails: emailsOf(admins) })).target;
      showAlert('success', t('fleet.councils.created', { name }));
      if (created) void navigate(`/auth/councils/${created.id}`);
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <Card className={styles.section}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="create-council-title">
        <h2 id="create-council-title" className={styles.heading}>
          {t('fleet.councils.create')}
        </h2>
        <TextField
          label={t('fleet.councils.name')}
          required
          maxLength={COUNCIL_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label={t('fleet.councils.adminEmails')}
          hint={t('fleet.councils.adminEmailsHint')}
          required
          rows={3}
          value={admins}
          onChange={(event) => setAdmins(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {t('fleet.councils.createSubmit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
