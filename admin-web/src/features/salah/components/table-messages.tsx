import type { ListedProblem } from '../logic/table-problems.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { focusCell } from './focus-cell.js';
import * as styles from './salah.css.js';

/** Problems listed by date and column after a failed save; the rest are counted. */
const MAX_LISTED = 30;

interface TableMessagesProps {
  editing: boolean;
  importNotes: readonly string[];
  saveMessages: readonly string[];
  cellList: readonly ListedProblem[];
}

/** What the last upload noted and what the last save refused, between the toolbar and the tables. */
export function TableMessages({ editing, importNotes, saveMessages, cellList }: TableMessagesProps) {
  const { t } = useAdminTranslator();
  return (
    <>
      {editing && importNotes.length > 0 && (
        <ul className={styles.help} role="status" data-testid="import-notes">
          {importNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

      {saveMessages.length > 0 && (
        <ul className={styles.problemsNote} role="alert">
          {saveMessages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}

      {editing && cellList.length > 0 && (
        <ul className={styles.cellProblemList} aria-label={t('salah.cellsToCorrect')} data-testid="cell-problems">
          {cellList.slice(0, MAX_LISTED).map((problem) => (
            <li key={problem.key}>
              <button type="button" className={styles.problemLink} onClick={() => focusCell(problem.key)}>
                {problem.text}
              </button>
            </li>
          ))}
          {cellList.length > MAX_LISTED && <li>{t('salah.andMore', { count: cellList.length - MAX_LISTED })}</li>}
        </ul>
      )}
    </>
  );
}
