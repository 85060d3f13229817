import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { Button } from '../../components/button.js';
import { Page, PageMessage } from '../../components/page.js';
import { Tabs } from '../../components/tabs.js';
import { useRoles, useSession } from '../../lib/auth/use-session.js';
import { FirstRunChecklist } from '../../features/first-run/first-run-checklist.js';
import { ConfigurationTab } from '../../features/content/components/configuration-tab.js';
import { HistoryPanel } from '../../features/history/components/history-panel.js';
import { SalahTab } from '../../features/salah/components/salah-tab.js';
import { WidgetsTab } from '../../features/widgets/components/widgets-tab.js';
import { UrgentMessageCard } from '../../features/urgent/components/urgent-message-card.js';
import { MonthQuestion } from '../../features/months/components/month-question.js';
import { FollowCouncilCard } from '../../features/councils/components/follow-council-card.js';
import { addressLine } from '@core/masjid/address-line.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';

const TABS = ['configuration', 'salah', 'widgets'] as const;
type Tab = (typeof TABS)[number];

function SectionFailed({ retry }: { retry(): void }) {
  const { t } = useAdminTranslator();
  return (
    <PageMessage>
      {t('settings.route.partFailed')}{' '}
      <Button tone="secondary" size="small" onClick={retry}>
        {t('settings.route.tryAgain')}
      </Button>
    </PageMessage>
  );
}

/** /auth/admin: the tabs of docs/product-rules.md ("Pages") 'Admin page', for the masjid the user acts for. */
export function AdminSettingsRoute() {
  const session = useSession();
  const { superAdmin } = useRoles();
  const { t } = useAdminTranslator();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.includes(requested as Tab) ? (requested as Tab) : 'configuration');
  const masjid = session?.company ?? null;
  const companyId = session?.payload.companyId ?? null;

  function select(value: string) {
    setTab(value as Tab);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  if (!companyId || !masjid) {
    return (
      <Page title={t('settings.route.title')}>
        <PageMessage>{t('settings.route.noMasjid')}</PageMessage>
      </Page>
    );
  }

  const wrap = (content: React.ReactNode) => (
    <ErrorBoundary fallback={(retry) => <SectionFailed retry={retry} />}>{content}</ErrorBoundary>
  );

  return (
    <Page title={t('settings.route.title')} subtitle={masjid.name}>
      <FirstRunChecklist
        key={companyId}
        companyId={companyId}
        companyUrl={masjid.url}
        country={masjid.address.country ?? 'US'}
        superAdmin={superAdmin}
        openTab={select}
      />
      {wrap(<MonthQuestion key={`month-${companyId}`} companyId={companyId} companyUrl={masjid.url} />)}
      {wrap(<FollowCouncilCard key={`council-${companyId}`} companyId={companyId} />)}
      {wrap(<UrgentMessageCard key={companyId} owner={companyId} />)}
      <Tabs
        label={t('settings.route.title')}
        value={tab}
        onValueChange={select}
        tabs={[
          {
            value: 'configuration',
            label: t('settings.tab.configuration'),
            content: wrap(
              <>
                <ConfigurationTab companyUrl={masjid.url} />
                <HistoryPanel companyId={companyId} entities={['content', 'configuration']} />
              </>,
            ),
          },
          {
            value: 'salah',
            label: t('settings.tab.salah'),
            content: wrap(
              <>
                <SalahTab
                  companyId={companyId}
                  active={tab === 'salah'}
                  defaultLocation={addressLine(masjid.address, 'always')}
                  country={masjid.address.country ?? 'US'}
                />
                <HistoryPanel companyId={companyId} entities={['timetable']} />
              </>,
            ),
          },
          { value: 'widgets', label: t('settings.tab.widgets'), content: wrap(<WidgetsTab masjid={masjid} />) },
        ]}
      />
    </Page>
  );
}
