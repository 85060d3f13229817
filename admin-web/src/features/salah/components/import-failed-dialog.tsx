import { Button } from '../../../components/button.js';
import { Dialog, DialogActions } from '../../../components/dialog.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './salah.css.js';

export interface ImportFailure {
  fileName: string | null;
  message: string | null;
  fieldErrors: string[];
  /** Only times far from the computed ones stand in the way: the admin may confirm them (docs/prayer-table.md). */
  confirmable: boolean;
}

/**
 * docs/product-rules.md ("Errors"): 'Import Failed', 'Failed to import {file name}', message and field errors, or
 * 'Failed to import file'. Each row names its line, day and column. Times far from the computed ones can be
 * kept with "Use these times"; anything else is corrected in the file and uploaded again ("Upload again").
 */
export function ImportFailedDialog({
  failure,
  onClose,
  onConfirm,
  onUploadAgain,
}: {
  failure: ImportFailure | null;
  onClose(): void;
  onConfirm(): void;
  onUploadAgain(): void;
}) {
  const { t } = useAdminTranslator();
  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => !open && onClose()}
      title={failure?.confirmable ? t('salah.farTitle') : t('salah.importFailed')}
      wide
    >
      {failure && (
        <>
          {/* Far times are a question, not a failure: the server's message already says they can be confirmed. */}
          {!failure.confirmable && (
            <p>
              {failure.fileName
                ? t('salah.failedToImportNamed', { file: failure.fileName })
                : t('salah.failedToImport')}
            </p>
          )}
          {/* A file with one problem answers it as both the message and the row error: shown once. */}
          {failure.message && !failure.fieldErrors.includes(failure.message) && <p>{failure.message}</p>}
          {failure.fieldErrors.length > 0 && (
            <ul className={styles.problemList} aria-label={t('salah.rowsToCorrect')}>
              {failure.fieldErrors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
          {!failure.confirmable && <p>{t('salah.correctAndUpload')}</p>}
        </>
      )}
      <DialogActions>
        {failure?.confirmable && <Button onClick={onConfirm}>{t('salah.useFarTimes')}</Button>}
        <Button tone="secondary" onClick={onUploadAgain}>
          {t('salah.uploadAgain')}
        </Button>
        <Button tone="secondary" onClick={onClose}>
          {t('salah.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
