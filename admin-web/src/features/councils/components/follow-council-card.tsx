import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { CheckboxField, SelectField } from '../../../components/field.js';
import { Card } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useMasjidCouncil } from '../../months/api/month-declarations.js';
import type { MasjidCouncil } from '@core/councils/council.js';
import { useCouncils, useFollowCouncilTimetable, useJoinCouncil, useLeaveCouncil } from '../api/councils.js';
import { methodNameOf } from './council-timetable-card.js';
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
            {council.status === 'accepted' && <FollowTimetable companyId={companyId} council={council} />}
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

/**
 * The toggle "Follow the council's timetable" (docs/jumuah-eid-ramadan.md, "The council's timetable"):
 * offered only to an accepted member of a council that published one. It says what changes (the six azan
 * times) and what stays the masjid's own, and what happens when the following stops.
 */
function FollowTimetable({ companyId, council }: { companyId: string; council: MasjidCouncil }) {
  const { t } = useAdminTranslator();
  const follow = useFollowCouncilTimetable(companyId);
  const timetable = council.timetable;
  if (!timetable) return <p className={styles.muted}>{t('settings.council.timetable.none')}</p>;

  async function change(on: boolean) {
    try {
      await follow.mutateAsync(on);
      showAlert('success', t(on ? 'settings.council.timetable.followed' : 'settings.council.timetable.stopped'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <div className={styles.toggle} data-testid="follow-council-timetable" data-following={council.followsTimetable}>
      <CheckboxField
        label={t('settings.council.timetable.label')}
        checked={council.followsTimetable}
        disabled={follow.isPending}
        onChange={(event) => void change(event.target.checked)}
        hint={t('settings.council.timetable.hint', {
          name: council.name,
          place: timetable.location,
          method: methodNameOf(timetable.calculationMethod),
        })}
      />
      <p className={styles.toggleNote}>
        {t(council.followsTimetable ? 'settings.council.timetable.onNote' : 'settings.council.timetable.offNote')}
      </p>
    </div>
  );
}
