import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { SelectField } from '../../../components/field.js';
import { Card } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useMasjidCouncil } from '../../months/api/month-declarations.js';
import { useCouncils, useJoinCouncil, useLeaveCouncil } from '../api/councils.js';
import * as styles from './council-page.css.js';

/**
 * "Follow a council" in the masjid's settings (docs/jumuah-eid-ramadan.md, "Councils"): the masjid's admin
 * chooses a council by name and asks to join; the request waits for the council's admin; once accepted the
 * council's answers about the months count for the months the masjid leaves to it. Stop following at any time.
 */
export function FollowCouncilCard({ companyId }: { companyId: string }) {
  const { t } = useAdminTranslator();
  const current = useMasjidCouncil(companyId);
  const councils = useCouncils(current.isSuccess && current.data === null);
  const join = useJoinCouncil(companyId);
  const leave = useLeaveCouncil(companyId);
  const [chosen, setChosen] = useState('');
  if (!current.isSuccess) return null;
  const council = current.data;
  const busy = join.isPending || leave.isPending;

  async function ask() {
    try {
      await join.mutateAsync({ councilId: chosen });
      showAlert('success', t('settings.council.asked'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  async function stop() {
    try {
      await leave.mutateAsync();
      setChosen('');
      showAlert('success', t('settings.council.left'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <Card className={styles.section}>
      <section
        data-testid="follow-council"
        data-state={council?.status ?? 'none'}
        aria-labelledby="follow-council-title"
      >
        <h2 id="follow-council-title" className={styles.heading}>
          {t('settings.council.title')}
        </h2>
        {council ? (
          <>
            <p>
              {t(council.status === 'accepted' ? 'settings.council.following' : 'settings.council.pending', {
                name: council.name,
              })}
            </p>
            <Button tone="secondary" size="small" disabled={busy} onClick={() => void stop()}>
              {t(council.status === 'accepted' ? 'settings.council.leave' : 'settings.council.cancel')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.muted}>{t('settings.council.intro')}</p>
            {councils.data?.length === 0 ? (
              <p className={styles.muted}>{t('settings.council.noneYet')}</p>
            ) : (
              <div className={styles.form}>
                <SelectField
                  label={t('settings.council.choose')}
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  <option value="">{t('settings.council.choosePlaceholder')}</option>
                  {(councils.data ?? []).map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name}
                    </option>
                  ))}
                </SelectField>
                <div>
                  <Button disabled={busy || !chosen} onClick={() => void ask()}>
                    {t('settings.council.ask')}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
