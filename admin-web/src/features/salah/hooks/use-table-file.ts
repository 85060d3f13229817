import { useState } from 'react';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { saveFile } from '../../../lib/save-file.js';
import { useExportPrayers } from '../api/export-prayers.js';
import { useImportPrayers } from '../api/import-prayers.js';
import type { SalahEditAction } from '../logic/edit-state.js';
import type { ImportFailure } from '../components/import-failed-dialog.js';

/**
 * Upload reads a CSV file into the edit copy (it is saved only with Save); Download gives the shown year's
 * saved table as a file (docs/csv.md).
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

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const response = await importer.mutateAsync({ file, year });
      if (!response.successful || !response.target || response.target.length === 0) {
        setImportFailure({
          fileName: file.name,
          message: response.message ?? null,
          fieldErrors: Object.values(response.fieldErrors ?? {}),
        });
        return;
      }
      dispatch({ type: 'imported', prayers: response.target });
      setImported({ notes: response.notes ?? [] });
      showAlert('success', t('salah.imported', { file: file.name }));
    } catch (error) {
      if (error instanceof ApiError && error.body) {
        setImportFailure({
          fileName: file.name,
          message: error.body.message ?? null,
          fieldErrors: Object.values(error.fieldErrors),
        });
      } else {
        setImportFailure({ fileName: null, message: null, fieldErrors: [] });
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
    importedEdit: importedEdit !== null,
    importNotes: importedEdit?.notes ?? [],
  };
}
