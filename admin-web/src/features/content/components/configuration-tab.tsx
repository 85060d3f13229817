import { useCallback, useMemo, useState } from 'react';
import { Accordion, AccordionSection } from '../../../components/accordion.js';
import { ErrorBoundary } from '../../../components/error-boundary.js';
import { PageMessage } from '../../../components/page.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useConfigurationDefinitions } from '../api/get-configuration-definitions.js';
import { useContent } from '../api/get-content.js';
import { SectionDirtyContext } from '../hooks/section-dirty-context.js';
import { AnnouncementsSection } from './announcements-section.js';
import { ExpensesSection, FundsSection, JummahSection, RemindersSection } from './content-sections.js';
import { CustomizationSection } from './customization-section.js';
import { ExpenseSheetsSection } from './expense-sheets-section.js';
import { PhaseSettingsSection } from './phase-settings-section.js';
import { ScreenPreviewSection } from './screen-preview-section.js';
import { OccasionsSection } from './occasions-section.js';
import { AdhkarSection } from './adhkar-section.js';
import { SoundSection } from './sound-section.js';
import { PlaylistSection } from './playlist-section.js';

function Failed() {
  const { t } = useAdminTranslator();
  return <PageMessage>{t('settings.config.sectionFailed')}</PageMessage>;
}
const failed = () => <Failed />;

/** The Configuration tab: the masjid's dashboard settings and content, one expandable section each. */
export function ConfigurationTab({ companyUrl }: { companyUrl: string }) {
  const { t } = useAdminTranslator();
  const content = useContent(companyUrl);
  const definitions = useConfigurationDefinitions();
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback(
    (section: string, value: boolean) =>
      setDirty((previous) => (previous[section] === value ? previous : { ...previous, [section]: value })),
    [],
  );
  if (content.isPending || definitions.isPending) return <PageMessage>{t('settings.common.loading')}</PageMessage>;
  if (content.isError)
    return <PageMessage>{t('settings.config.contentFailed', { message: content.error.message })}</PageMessage>;
  if (definitions.isError)
    return <PageMessage>{t('settings.config.definitionsFailed', { message: definitions.error.message })}</PageMessage>;
  const data = content.data;
  const sections = [
    {
      value: 'customization',
      title: t('settings.section.customization'),
      body: <CustomizationSection companyUrl={companyUrl} content={data} definitions={definitions.data} />,
    },
    {
      value: 'phases',
      title: t('settings.section.phases'),
      body: <PhaseSettingsSection companyUrl={companyUrl} content={data} />,
    },
    { value: 'adhkar', title: t('settings.section.adhkar'), body: <AdhkarSection content={data} /> },
    { value: 'sound', title: t('settings.section.sound'), body: <SoundSection content={data} /> },
    { value: 'playlist', title: t('settings.section.playlist'), body: <PlaylistSection content={data} /> },
    {
      value: 'preview',
      title: t('settings.section.preview'),
      body: <ScreenPreviewSection companyUrl={companyUrl} companyId={data.companyId} />,
    },
    {
      value: 'funds',
      title: t('settings.section.funds'),
      body: <FundsSection companyUrl={companyUrl} content={data} />,
    },
    {
      value: 'expenses',
      title: t('settings.section.expenses'),
      body: <ExpensesSection companyUrl={companyUrl} content={data} />,
    },
    {
      value: 'expense-sheets',
      title: t('settings.section.expenseSheets'),
      body: <ExpenseSheetsSection companyUrl={companyUrl} content={data} />,
    },
    { value: 'occasions', title: t('settings.section.occasions'), body: <OccasionsSection content={data} /> },
    {
      value: 'jummah',
      title: t('settings.section.jummah'),
      body: <JummahSection companyUrl={companyUrl} content={data} />,
    },
    {
      value: 'announcements',
      title: t('settings.section.announcements'),
      body: <AnnouncementsSection companyUrl={companyUrl} content={data} />,
    },
    {
      value: 'reminders',
      title: t('settings.section.reminders'),
      body: <RemindersSection companyUrl={companyUrl} content={data} />,
    },
  ];
  return (
    // Every section starts closed: Customization's two dozen fields open stood between the first-run
    // checklist and the rest of the page (docs/volunteer.md "First-run checklist").
    <Accordion defaultValue={[]}>
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

function DirtyReporter({
  section,
  report,
  children,
}: {
  section: string;
  report(section: string, dirty: boolean): void;
  children: React.ReactNode;
}) {
  const value = useMemo(() => (dirty: boolean) => report(section, dirty), [report, section]);
  return <SectionDirtyContext.Provider value={value}>{children}</SectionDirtyContext.Provider>;
}
