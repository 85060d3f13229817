import { useState, type ChangeEvent } from 'react';
import { Button } from '../../components/button.js';
import { Card, Details, Page, PageMessage } from '../../components/page.js';
import { ApiError, errorMessage } from '../../lib/api-client.js';
import { showAlert } from '../../lib/alerts.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';
import { intlLocale, richText } from '../../lib/i18n/fleet-format.js';
import { useDeleteHadiths, useHadithCollection, useImportHadiths, type ImportProblem } from './hadith-api.js';

/** Files larger than this are refused here, before the upload (the server's own limit is 8 MB). */
const MAX_FILE_BYTES = 6 * 1024 * 1024;

function formatOf(fileName: string): 'csv' | 'json' | null {
  const lower = fileName.toLowerCase();
  return lower.endsWith('.csv') ? 'csv' : lower.endsWith('.json') ? 'json' : null;
}

/**
 * /auth/hadith (super admins): the server-wide hadith collection behind GET /api/hod and the dashboards'
 * "Hadith" block. An import replaces the whole collection; a file with any problem is refused and every
 * problem is listed by line (docs/hadith-import.md).
 */
export function HadithImportPage() {
  const { t, language } = useAdminTranslator();
  const collection = useHadithCollection();
  const importer = useImportHadiths();
  const remover = useDeleteHadiths();
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [summaryMessage, setSummaryMessage] = useState('');

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblems(null);
    setSummaryMessage('');
    const format = formatOf(file.name);
    if (!format) return setProblems([{ line: 0, field: 'file', message: '', text: t('fleet.hadith.wrongType') }]);
    if (file.size > MAX_FILE_BYTES)
      return setProblems([{ line: 0, field: 'file', message: '', text: t('fleet.hadith.tooLarge') }]);
    try {
      const summary = await importer.mutateAsync({ format, fileName: file.name, content: await file.text() });
      showAlert('success', t('fleet.hadith.imported', { count: String(summary.count), file: file.name }));
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { problems?: ImportProblem[] } | undefined) : undefined;
      if (body?.problems?.length) {
        setSummaryMessage(errorMessage(error));
        setProblems(body.problems);
      } else showAlert('error', errorMessage(error));
    }
  }

  async function remove() {
    if (!window.confirm(t('fleet.hadith.confirmDelete'))) return;
    try {
      await remover.mutateAsync();
      showAlert('success', t('fleet.hadith.deleted'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  const data = collection.data;
  return (
    <Page title={t('fleet.hadith.title')} subtitle={t('fleet.hadith.subtitle')}>
      <Card>
        {collection.isPending ? (
          <PageMessage>{t('fleet.hadith.loading')}</PageMessage>
        ) : collection.isError ? (
          <PageMessage>{errorMessage(collection.error)}</PageMessage>
        ) : data && data.count > 0 ? (
          <div data-testid="hadith-summary">
            <Details
              items={[
                { label: t('fleet.hadith.count'), value: String(data.count) },
                { label: t('fleet.hadith.file'), value: data.fileName ?? '-' },
                {
                  label: t('fleet.hadith.importedLabel'),
                  value: data.importedAt
                    ? t('fleet.hadith.importedBy', {
                        when: new Date(data.importedAt).toLocaleString(intlLocale(language)),
                        who: String(data.importedBy),
                      })
                    : '-',
                },
                {
                  label: t('fleet.hadith.sources'),
                  value: data.sources
                    .map((source) => `${source.source} (${source.licence}): ${source.count}`)
                    .join('; '),
                },
              ]}
            />
          </div>
        ) : (
          <PageMessage>{t('fleet.hadith.none')}</PageMessage>
        )}
      </Card>
      <Card>
        <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>{t('fleet.hadith.importTitle')}</h2>
        <p>
          {richText(t, 'fleet.hadith.format', {
            text: <code>text</code>,
            reference: <code>reference</code>,
            source: <code>source</code>,
            licence: <code>licence</code>,
            arabic: <code>arabic</code>,
          })}
        </p>
        <label style={{ display: 'inline-flex', flexDirection: 'column', gap: 6, fontWeight: 600 }}>
          {t('fleet.hadith.fileLabel')}
          <input
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => void choose(event)}
            disabled={importer.isPending}
            data-testid="hadith-file"
          />
        </label>
        {importer.isPending && <p role="status">{t('fleet.hadith.importing')}</p>}
        {problems && (
          <div role="alert" data-testid="hadith-problems" style={{ marginTop: 16 }}>
            {summaryMessage && <p style={{ fontWeight: 700 }}>{summaryMessage}</p>}
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>{problem.text}</li>
              ))}
            </ul>
          </div>
        )}
        {data && data.count > 0 && (
          <p style={{ marginTop: 16 }}>
            <Button tone="secondary" onClick={() => void remove()} disabled={remover.isPending}>
              {t('fleet.hadith.deleteButton')}
            </Button>
          </p>
        )}
      </Card>
    </Page>
  );
}
