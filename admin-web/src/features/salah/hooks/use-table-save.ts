import { useState } from 'react';
import type { PrayerConfig } from '@core/prayer/prayer.types.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, type ErrorBody } from '../../../lib/api-client.js';
import { useSavePrayerConfig } from '../api/save-prayer-config.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { columnTitles, salahDates } from '../logic/salah-words.js';
import type { SalahEditAction, SalahEditState } from '../logic/edit-state.js';
import { cellErrorsFromServer, listProblems, listServerProblems, type ListedProblem } from '../logic/table-problems.js';
import { focusCell } from '../components/focus-cell.js';
import { NEEDS_CONFIRMATION } from '@core/prayer/day-check.js';

/**
 * Save of the edit copy: the copy is checked first, then sent; what the server refuses (a cell, the table, or a
 * save by someone else in between) is shown by date and column under the toolbar (docs/volunteer.md
 * "Timetable errors"). On success the copy goes and React Query reads the saved table again.
 */
export function useTableSave(options: {
  companyId: string;
  saved: PrayerConfig | null;
  state: SalahEditState;
  dispatch: (action: SalahEditAction) => void;
  /** Problems found in the edit copy before sending, keyed `${index}.${column}`. */
  problems: ReadonlyMap<string, string>;
}) {
  const { companyId, saved, state, dispatch, problems } = options;
  const save = useSavePrayerConfig(companyId);
  const { t, language } = useAdminTranslator();
  const failedCellsMessage = (count: number) => t('salah.failedCells', { count });
  const list = (edit: Parameters<typeof listProblems>[0], found: Parameters<typeof listProblems>[1]) =>
    listProblems(edit, found, columnTitles(t), t, salahDates(language));
  const [saveMessages, setSaveMessages] = useState<string[]>([]);
  const [cellList, setCellList] = useState<ListedProblem[]>([]);
  // Times far from the computed ones the server asks the admin to confirm (docs/prayer-table.md).
  const [farTimes, setFarTimes] = useState<ListedProblem[] | null>(null);

  function focusFirstProblem() {
    const first = [...Object.keys(state.serverErrors), ...problems.keys()][0];
    if (first) focusCell(first);
  }

  function clearMessages() {
    setSaveMessages([]);
    setCellList([]);
  }

  async function saveTable(confirmFarTimes = state.farConfirmed === true) {
    clearMessages();
    setFarTimes(null);
    if (!saved || !state.edit) {
      showAlert('error', t('salah.invalidConfig'));
      return;
    }
    if (problems.size > 0) {
      setCellList(list(state.edit, problems));
      showAlert('error', failedCellsMessage(problems.size));
      focusFirstProblem();
      return;
    }
    try {
      const response = await save.mutateAsync({
        id: saved.id ?? null,
        companyId,
        prayers: state.edit,
        ...(confirmFarTimes ? { confirmFarTimes: true } : {}),
      });
      if (!response.successful || !response.target)
        throw new ApiError(400, response.message ?? t('salah.invalidPrayers'), response as ErrorBody);
      dispatch({ type: 'saved' });
      showAlert('success', t('salah.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        showAlert('error', t('salah.noResponse'));
        return;
      }
      const { cells, others } = cellErrorsFromServer(error instanceof ApiError ? error.fieldErrors : undefined);
      if (error instanceof ApiError && error.body?.code === NEEDS_CONFIRMATION) {
        // Nothing is wrong with these cells in themselves: the admin keeps them or goes back to them.
        setFarTimes(listServerProblems(cells));
        return;
      }
      dispatch({ type: 'saveRejected', serverErrors: cells });
      setSaveMessages(others);
      // The server names each cell's day and column itself, in the admin's language.
      const listed = listServerProblems(cells);
      setCellList(listed);
      showAlert('error', listed.length > 0 ? failedCellsMessage(listed.length) : t('salah.invalidPrayers'));
      if (!(error instanceof ApiError)) console.error('Save failed', error);
    }
  }

  return {
    saveTable: () => saveTable(),
    saving: save.isPending,
    saveMessages,
    cellList,
    clearMessages,
    focusFirstProblem,
    farTimes,
    /** Save again with the admin's confirmation of the far times. */
    keepFarTimes: () => void saveTable(true),
    /** Back to the table, the far cells listed under the toolbar. */
    reviewFarTimes: () => {
      setCellList(farTimes ?? []);
      setFarTimes(null);
    },
  };
}
