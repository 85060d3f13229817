import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Council, CouncilMember } from '@core/councils/council.js';
import { hijriCalendar } from '@core/hijri/hijri-calendar.js';
import { isCalendarDecision } from '@core/hijri/month-declarations.js';
import { Button } from '../../../components/button.js';
import { DataTable, RowActions } from '../../../components/data-table.js';
import { Card, Loaded, Page } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { MonthQuestionCard } from '../../months/components/month-question.js';
import { statusLabel, timeAgo } from '../../screens/components/screen-figures.js';
import { useCouncil, useDeclareCouncilMonth, useDecideMember } from '../api/councils.js';
import * as styles from './council-page.css.js';
import { CouncilTimetableCard } from './council-timetable-card.js';

type TermKey = `term.hijri${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

/**
 * /auth/councils/:councilId, for the council's admins and super admins (docs/jumuah-eid-ramadan.md,
 * "Councils"): the council's question about the coming month (the masjid's own, MonthQuestionCard), the
 * masjids asking to join with Accept and Refuse, its members with their screens' status (never their
 * content), its published timetable and its declarations.
 */
export function CouncilPage() {
  const { councilId = '' } = useParams();
  const { t } = useAdminTranslator();
  const council = useCouncil(councilId);
  return (
    <Page
      title={council.data?.name ?? t('fleet.councils.title')}
      subtitle={council.data && t('fleet.councils.admins', { emails: council.data.admins.join(', ') })}
    >
      <Loaded query={council}>{(data) => <CouncilSections council={data} />}</Loaded>
    </Page>
  );
}

function CouncilSections({ council }: { council: Council }) {
  const pending = council.members.filter((member) => member.status === 'pending');
  const accepted = council.members.filter((member) => member.status === 'accepted');
  return (
    <>
      <CouncilMonthQuestion council={council} />
      <JoinRequests councilId={council.id} pending={pending} />
      <Members members={accepted} />
      <CouncilTimetableCard council={council} />
      <Declarations council={council} />
    </>
  );
}

/** The council counts its months with its own answers over Umm al-Qura, in the admin's own zone (it has none). */
function CouncilMonthQuestion({ council }: { council: Council }) {
  const { t } = useAdminTranslator();
  const declare = useDeclareCouncilMonth(council.id);
  const calendar = useMemo(
    () =>
      hijriCalendar({
        declarations: council.declarations.flatMap((row) =>
          isCalendarDecision(row.decision) ? [{ ...row, decision: row.decision }] : [],
        ),
      }),
    [council.declarations],
  );
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div data-testid="council-month">
      <MonthQuestionCard
        calendarOf="council"
        calendar={calendar}
        timezoneId={zone}
        answers={council.declarations}
        offerCouncil={false}
        busy={declare.isPending}
        declare={(key, decision) =>
          declare.mutateAsync({ ...key, decision: decision === 'sighted' ? 'sighted' : 'not-sighted' })
        }
      />
      <p className={styles.intro}>{t('fleet.councils.monthIntro')}</p>
    </div>
  );
}

function JoinRequests({ councilId, pending }: { councilId: string; pending: CouncilMember[] }) {
  const { t, language } = useAdminTranslator();
  const decide = useDecideMember(councilId);
  async function answer(member: CouncilMember, accepted: boolean) {
    try {
      await decide.mutateAsync({ companyId: member.companyId, accepted });
      showAlert(
        'success',
        t(accepted ? 'fleet.councils.acceptedMember' : 'fleet.councils.refusedMember', { name: member.name }),
      );
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }
  return (
    <Card className={styles.section}>
      <section data-testid="council-requests" aria-labelledby="council-requests-title">
        <h2 id="council-requests-title" className={styles.heading}>
          {t('fleet.councils.requests')}
        </h2>
        {pending.length === 0 ? (
          // A sentence, not an empty table: on a phone an empty table's row reads as a broken card.
          <p className={styles.muted}>{t('fleet.councils.noRequests')}</p>
        ) : (
          <DataTable
            columns={[
              { header: t('fleet.councils.masjid'), cell: (member) => member.name },
              {
                header: t('fleet.councils.askedOn'),
                cell: (member) => new Date(member.requestedAt).toLocaleDateString(language),
              },
              {
                header: t('fleet.councils.answer'),
                cell: (member) => (
                  <RowActions>
                    <Button size="small" disabled={decide.isPending} onClick={() => void answer(member, true)}>
                      {t('fleet.councils.accept')}
                    </Button>
                    <Button
                      size="small"
                      tone="secondary"
                      disabled={decide.isPending}
                      onClick={() => void answer(member, false)}
                    >
                      {t('fleet.councils.refuse')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
            rows={pending}
            rowKey={(member) => member.companyId}
            empty={t('fleet.councils.noRequests')}
          />
        )}
      </section>
    </Card>
  );
}

function Members({ members }: { members: CouncilMember[] }) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const now = new Date();
  return (
    <Card className={styles.section}>
      <section data-testid="council-members" aria-labelledby="council-members-title">
        <h2 id="council-members-title" className={styles.heading}>
          {t('fleet.councils.members')}
        </h2>
        {members.length === 0 ? (
          <p className={styles.muted}>{t('fleet.councils.noMembers')}</p>
        ) : (
          <DataTable
            columns={[
              {
                header: t('fleet.councils.masjid'),
                cell: (member) => (
                  <Link to={`/${member.url}`} target="_blank" rel="noreferrer">
                    {member.name}
                  </Link>
                ),
              },
              {
                header: t('fleet.councils.screens'),
                cell: (member) =>
                  member.screens.length === 0 ? (
                    <span className={styles.muted}>{t('fleet.councils.noScreens')}</span>
                  ) : (
                    <ul className={styles.screens}>
                      {member.screens.map((screen, index) => (
                        <li key={`${screen.name}-${index}`} className={styles.screen}>
                          <span>{screen.name}</span>
                          <span className={styles[screen.status === 'waiting' ? 'unpaired' : screen.status]}>
                            {statusLabel(screen.status, translator)}
                          </span>
                          {/* Online says it was seen within the last minutes; the time matters for one that is not. */}
                          {screen.lastSeenAt && screen.status !== 'online' && (
                            <span className={styles.muted}>
                              {t('fleet.card.lastSeen')} {timeAgo(screen.lastSeenAt, now, translator)}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  ),
              },
            ]}
            rows={members}
            rowKey={(member) => member.companyId}
            empty={t('fleet.councils.noMembers')}
          />
        )}
      </section>
    </Card>
  );
}

function Declarations({ council }: { council: Council }) {
  const { t, language } = useAdminTranslator();
  const monthName = (month: number) => t(`term.hijri${month}` as TermKey);
  return (
    <Card className={styles.section}>
      <section data-testid="council-declarations" aria-labelledby="council-declarations-title">
        <h2 id="council-declarations-title" className={styles.heading}>
          {t('fleet.councils.declarations')}
        </h2>
        {council.declarations.length === 0 ? (
          <p className={styles.muted}>{t('fleet.councils.noDeclarations')}</p>
        ) : (
          <ul className={styles.declarations}>
            {council.declarations.map((row) => (
              <li key={`${row.hijriYear}-${row.hijriMonth}`}>
                {t('fleet.councils.declaration', {
                  month: `${monthName(row.hijriMonth)} ${row.hijriYear}`,
                  answer: t(
                    row.decision === 'sighted' ? 'settings.months.answer.sighted' : 'settings.months.answer.notSighted',
                  ),
                  by: row.by ?? '',
                  at: new Date(row.at).toLocaleString(language),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
