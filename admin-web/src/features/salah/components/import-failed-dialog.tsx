import { Button } from '../../../components/button.js';
import { Dialog, DialogActions } from '../../../components/dialog.js';
import * as styles from './salah.css.js';

export interface ImportFailure {
  fileName: string | null;
  message: string | null;
  fieldErrors: string[];
}

/** SPEC.md section 8: 'Import Failed', 'Failed to import {file name}', message and field errors, or 'Failed to import file'. */
export function ImportFailedDialog({ failure, onClose }: { failure: ImportFailure | null; onClose(): void }) {
  return (
    <Dialog open={failure !== null} onOpenChange={(open) => !open && onClose()} title="Import Failed">
      {failure && (
        <>
          <p>{failure.fileName ? `Failed to import ${failure.fileName}` : 'Failed to import file'}</p>
          {failure.message && <p>{failure.message}</p>}
          {failure.fieldErrors.length > 0 && (
            <ul className={styles.problemList}>
              {failure.fieldErrors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
