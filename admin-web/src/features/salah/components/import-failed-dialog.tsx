import { Button } from '../../../components/button.js';
import { Dialog, DialogActions } from '../../../components/dialog.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './salah.css.js';

export interface ImportFailure {
  fileName: string | null;
  message: string | null;
  fieldErrors: string[];
}

/** docs/product-rules.md ("Errors"): 'Import Failed', 'Failed to import {file name}', message and field errors, or 'Failed to import file'. */
export function ImportFailedDialog({ failure, onClose }: { failure: ImportFailure | null; onClose(): void }) {
  const { t } = useAdminTranslator();
  return (
    <Dialog open={failure !== null} onOpenChange={(open) => !open && onClose()} title={t('salah.importFailed')}>
      {failure && (
        <>
          <p>
            {failure.fileName ? t('salah.failedToImportNamed', { file: failure.fileName }) : t('salah.failedToImport')}
          </p>
          {/* A file with one problem answers it as both the message and the row error: shown once. */}
          {failure.message && !failure.fieldErrors.includes(failure.message) && <p>{failure.message}</p>}
          {failure.fieldErrors.length > 0 && (
            <ul className={styles.problemList} aria-label={t('salah.rowsToCorrect')}>
              {failure.fieldErrors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('salah.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
