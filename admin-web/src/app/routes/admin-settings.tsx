import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { Button } from '../../components/button.js';
import { Page, PageMessage } from '../../components/page.js';
import { Tabs } from '../../components/tabs.js';
import { useSession } from '../../lib/auth/use-session.js';
import { ConfigurationTab } from '../../features/configuration/components/configuration-tab.js';
import { SalahTab } from '../../features/salah/components/salah-tab.js';
import { WidgetsTab } from '../../features/widgets/components/widgets-tab.js';

const TABS = ['configuration', 'salah', 'widgets'] as const;
type Tab = (typeof TABS)[number];

function SectionFailed({ retry }: { retry(): void }) {
  return (
    <PageMessage>
      This part could not be shown. <Button tone="secondary" size="small" onClick={retry}>Try again</Button>
    </PageMessage>
  );
}

/** /auth/admin: the tabs of SPEC.md section 2 'Admin page', for the masjid the user acts for. */
export function AdminSettingsRoute() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.includes(requested as Tab) ? (requested as Tab) : 'configuration');
  const company = session?.company ?? null;
  const companyId = session?.payload.companyId ?? null;

  function select(value: string) {
    setTab(value as Tab);
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('tab', value);
      return next;
    }, { replace: true });
  }

  if (!companyId || !company) {
    return (
      <Page title="Settings">
        <PageMessage>You are not acting for a masjid. A super admin signs in at /?admin and chooses the masjid to manage.</PageMessage>
      </Page>
    );
  }

  const wrap = (content: React.ReactNode) => (
    <ErrorBoundary fallback={(retry) => <SectionFailed retry={retry} />}>{content}</ErrorBoundary>
  );

  return (
    <Page title="Settings" subtitle={company.name}>
      <Tabs
        label="Settings"
        value={tab}
        onValueChange={select}
        tabs={[
          { value: 'configuration', label: 'Configuration', content: wrap(<ConfigurationTab companyUrl={company.url} />) },
          { value: 'salah', label: 'Salah', content: wrap(
              <SalahTab
                companyId={companyId}
                active={tab === 'salah'}
                defaultLocation={[company.address.street, company.address.city, `${company.address.state} ${company.address.zip}`.trim()].filter(Boolean).join(', ')}
              />,
            ) },
          { value: 'widgets', label: 'Widgets', content: wrap(<WidgetsTab company={company} />) },
        ]}
      />
    </Page>
  );
}
