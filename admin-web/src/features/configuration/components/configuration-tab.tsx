import { useCallback, useMemo, useState } from 'react';
import { Accordion, AccordionSection } from '../../../components/accordion.js';
import { ErrorBoundary } from '../../../components/error-boundary.js';
import { PageMessage } from '../../../components/page.js';
import { useConfigurationDefinitions } from '../api/get-configuration-definitions.js';
import { useCentralControl } from '../api/get-central-control.js';
import { SectionDirtyContext } from '../hooks/section-dirty-context.js';
import { AnnouncementsSection } from './announcements-section.js';
import { ExpensesSection, FundsSection, JummahSection, RemindersSection } from './content-sections.js';
import { CustomizationSection } from './customization-section.js';
import { ExpenseSheetsSection } from './expense-sheets-section.js';

const failed = () => <PageMessage>This section could not be shown. Reload the page to try again.</PageMessage>;

/** The Configuration tab: the masjid's dashboard settings and content, one expandable section each. */
export function ConfigurationTab({ companyUrl }: { companyUrl: string }) {
  const content = useCentralControl(companyUrl);
  const definitions = useConfigurationDefinitions();
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback((section: string, value: boolean) => setDirty((previous) => (previous[section] === value ? previous : { ...previous, [section]: value })), []);
  if (content.isPending || definitions.isPending) return <PageMessage>Loading...</PageMessage>;
  if (content.isError) return <PageMessage>The masjid's content could not be loaded: {content.error.message}</PageMessage>;
  if (definitions.isError) return <PageMessage>The configuration list could not be loaded: {definitions.error.message}</PageMessage>;
  const data = content.data;
  const sections = [
    { value: 'customization', title: 'Customization', body: <CustomizationSection companyUrl={companyUrl} content={data} definitions={definitions.data} /> },
    { value: 'funds', title: 'Funds', body: <FundsSection companyUrl={companyUrl} content={data} /> },
    { value: 'expenses', title: 'Expenses', body: <ExpensesSection companyUrl={companyUrl} content={data} /> },
    { value: 'expense-sheets', title: 'Expense Sheets', body: <ExpenseSheetsSection companyUrl={companyUrl} content={data} /> },
    { value: 'jummah', title: 'Jummah', body: <JummahSection companyUrl={companyUrl} content={data} /> },
    { value: 'announcements', title: 'Announcements', body: <AnnouncementsSection companyUrl={companyUrl} content={data} /> },
    { value: 'reminders', title: 'Reminders', body: <RemindersSection companyUrl={companyUrl} content={data} /> },
  ];
  return (
    <Accordion defaultValue={['customization']}>
      {sections.map((section) => (
        <AccordionSection key={section.value} value={section.value} title={section.title} edited={dirty[section.value]}>
          <DirtyReporter section={section.value} report={report}>
            <ErrorBoundary fallback={failed}>{section.body}</ErrorBoundary>
          </DirtyReporter>
        </AccordionSection>
      ))}
    </Accordion>
  );
}

function DirtyReporter({ section, report, children }: { section: string; report(section: string, dirty: boolean): void; children: React.ReactNode }) {
  const value = useMemo(() => (dirty: boolean) => report(section, dirty), [report, section]);
  return <SectionDirtyContext.Provider value={value}>{children}</SectionDirtyContext.Provider>;
}
