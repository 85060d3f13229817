import { useState } from 'react';
import { NEEDS_CONFIRMATION } from '@core/prayer/day-check.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { saveFile } from '../../../lib/save-file.js';
import { useExportPrayers } from '../api/export-prayers.js';
import { useImportPrayers, type ImportResponse } from '../api/import-prayers.js';
import type { SalahEditAction } from '../logic/edit-state.js';
import type { ImportFailure } from '../components/import-failed-dialog.js';

/** What an upload read, shown once in the summary dialog (docs/csv.md "Reading a printed timetable"). */
export interface ImportSummary {
  fileName: string;
  message: string;
  columns: NonNullable<ImportResponse['columns']>;
  filled: NonNullable<ImportResponse['filled']>;
  notes: string[];
}

/**
 * Upload reads a CSV file into the edit copy (it is saved only with Save); Download gives the shown year's
 * saved table as a file (docs/csv.md). A refused upload keeps the chosen file: times far from the computed
 * ones can be confirmed and the same file sent again; anything else is corrected in the file and uploaded
 * again, with nothing changed meanwhile.
 */
export function useTableFile(options: {
  companyId: string;
  year: number;
  editing: boolean;
  dispatch: (action: SalahEditAction) => void;
}) {
  const { companyId, year, editing, dispatch } = options;
  const exporter = useExportPrayers();
  const { t } = useAdminTranslator();
  const importer = useImportPrayers();
  const [importFailure, setImportFailure] = useState<ImportFailure | null>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  // A note about an import, and the fact the copy came from a file, belong to that edit: they go with Save or Cancel.
  const [imported, setImported] = useState<{ notes: string[] } | null>(null);
  const importedEdit = editing ? imported : null;
  if (!editing && imported) setImported(null);

  async function download() {
    try {
      const file = await exporter.mutateAsync({ companyId, year });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      console.error('Download failed', error);
      showAlert('error', errorMessage(error));
    }
  }

  async function upload(file: File | undefined, confirmFarTimes = false) {
    if (!file) return;
    setImportFailure(null);
    try {
      const response = await importer.mutateAsync({ file, year, confirmFarTimes });
      if (!response.successful || !response.target || response.target.length === 0) {
        setFailedFile(file);
        setImportFailure({
          fileName: file.name,
          message: response.message ?? null,
          fieldErrors: Object.values(response.fieldErrors ?? {}),
          confirmable: false,
        });
        return;
      }
      setFailedFile(null);
      dispatch({ type: 'imported', prayers: response.target, farConfirmed: confirmFarTimes });
      const notes = response.notes ?? [];
      setImported({ notes });
      setSummary({
        fileName: file.name,
        message: response.message ?? t('salah.imported', { file: file.name }),
        columns: response.columns ?? [],
        filled: response.filled ?? [],
        notes,
      });
      showAlert('success', t('salah.imported', { file: file.name }));
    } catch (error) {
      setFailedFile(file);
      if (error instanceof ApiError && error.body) {
        setImportFailure({
          fileName: file.name,
          message: error.body.message ?? null,
          fieldErrors: Object.values(error.fieldErrors),
          confirmable: error.body.code === NEEDS_CONFIRMATION,
        });
      } else {
        setImportFailure({ fileName: null, message: null, fieldErrors: [], confirmable: false });
      }
    }
  }

  return {
    upload,
    uploading: importer.isPending,
    download,
    downloading: exporter.isPending,
    importFailure,
    closeImportFailure: () => setImportFailure(null),
    /** The refused file again, with the admin's confirmation of its far times. */
    confirmImport: () => void upload(failedFile ?? undefined, true),
    summary,
    closeSummary: () => setSummary(null),
    importedEdit: importedEdit !== null,
    importNotes: importedEdit?.notes ?? [],
  };
}
