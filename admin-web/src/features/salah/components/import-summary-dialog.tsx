import { Button } from '../../../components/button.js';
import { Dialog, DialogActions } from '../../../components/dialog.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import type { ImportSummary } from '../hooks/use-table-file.js';
import { columnTitles } from '../logic/salah-words.js';
import * as styles from './salah.css.js';

/**
 * After an upload: how each column of the table was read from the file ('Fajr Begins'), which iqama columns
 * the masjid's rules filled, and the notes (times read without am/pm, 29 February), before the admin saves
 * (docs/csv.md "Reading a printed timetable").
 */
export function ImportSummaryDialog({ summary, onClose }: { summary: ImportSummary | null; onClose(): void }) {
  const { t } = useAdminTranslator();
  const titles = columnTitles(t);
  return (
    <Dialog
      open={summary !== null}
      onOpenChange={(open) => !open && onClose()}
      title={summary ? t('salah.summaryTitle', { file: summary.fileName }) : ''}
      wide
    >
      {summary && (
        <>
          <p>{summary.message}</p>
          {summary.columns.length > 0 && (
            <table className={styles.summaryTable} data-testid="import-columns">
              <thead>
                <tr>
                  <th scope="col">{t('salah.summaryColumn')}</th>
                  <th scope="col">{t('salah.summaryFromFile')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.columns.map(({ column, header }) => (
                  <tr key={column}>
                    <th scope="row">{column === 'date' ? t('salah.date') : titles[column]}</th>
                    <td>{header ?? <em>{t('salah.summaryFilled')}</em>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>{t('salah.summaryCheck')}</p>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('salah.summaryOk')}</Button>
      </DialogActions>
    </Dialog>
  );
}
