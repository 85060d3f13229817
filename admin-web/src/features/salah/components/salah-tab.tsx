import { useEffect, useMemo, useRef, useState } from 'react';
import { CouncilTimesNote } from '../../councils/components/council-times-note.js';
import type { PrayerColumn } from '@core/prayer/prayer.types.js';
import { formatIsoDate } from '@core/time/civil-date.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { PageMessage } from '../../../components/page.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useUnsavedWarning } from '../../../lib/use-unsaved-warning.js';
import { useCellSelection } from '../hooks/use-cell-selection.js';
import { useSalahTable } from '../hooks/use-salah-table.js';
import { useTableFile } from '../hooks/use-table-file.js';
import { useTableSave } from '../hooks/use-table-save.js';
import { isEditing } from '../logic/edit-state.js';
import { fillDownTarget } from '../logic/fill-down.js';
import { useSalahEdit } from '../logic/salah-edit-store.js';
import { tableProblems } from '../logic/table-problems.js';
import { salahDates } from '../logic/salah-words.js';
import { ImportFailedDialog } from './import-failed-dialog.js';
import { ImportSummaryDialog } from './import-summary-dialog.js';
import { FarTimesDialog } from './far-times-dialog.js';
import { MonthTables } from './month-tables.js';
import { ResetPrayersDialog } from './reset-prayers-dialog.js';
import * as styles from './salah.css.js';
import { SettingsAccordion } from './settings-accordion.js';
import { TableMessages } from './table-messages.js';
import { TableToolbar } from './table-toolbar.js';

interface SalahTabProps {
  companyId: string;
  /** The masjid's address, offered as the location of a first timetable. */
  defaultLocation: string;
  /** The masjid's country (ISO code). */
  country: string;
  /** False while another tab is shown: a stale edit copy is dropped then (docs/product-rules.md, "States"). */
  active: boolean;
}

/**
 * The Salah tab: the year's timetable, its generator, upload and download, DST and iqama settings. The saved
 * table is React Query's; the edit copy is the edit store's (docs/ARCHITECTURE.md, "The Salah tab's two copies").
 */
export function SalahTab({ companyId, defaultLocation, country, active }: SalahTabProps) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const [state, dispatch] = useSalahEdit(companyId);
  const editing = isEditing(state);
  const { config, saved, zone, today, years, shownYear, chooseYear } = useSalahTable(companyId, state.edit);
  const problems = useMemo(
    () => (state.edit ? tableProblems(state.edit, t) : new Map<string, string>()),
    [state.edit, t],
  );
  const tableSave = useTableSave({ companyId, saved, state, dispatch, problems });
  const file = useTableFile({ companyId, year: shownYear, editing, dispatch });
  const { selection, onSelect, clearSelection } = useCellSelection(editing);
  const [resetOpen, setResetOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  useEffect(() => {
    if (!active) dispatch({ type: 'leaveTab' });
  }, [active, dispatch]);
  useUnsavedWarning(state.changed);

  const days = state.edit ?? saved?.prayers ?? [];
  const onCell = useMemo(
    () => (index: number, column: PrayerColumn, value: string) => dispatch({ type: 'setCell', index, column, value }),
    [dispatch],
  );
  const fillTarget = selection ? fillDownTarget(days, selection) : null;

  function askCancel() {
    // Imported rows are a whole year of work someone typed elsewhere: not dropped by one click (docs/volunteer.md "Upload before generating").
    if (file.importedEdit && state.changed) setConfirmDiscard(true);
    else void cancel();
  }

  async function cancel() {
    setConfirmDiscard(false);
    const changed = state.changed;
    dispatch({ type: 'cancel' });
    tableSave.clearMessages();
    if (changed) await config.refetch();
  }

  if (config.isPending && !saved) return <PageMessage>{t('salah.loading')}</PageMessage>;
  if (config.isError && !saved)
    return <PageMessage>{t('salah.loadFailed', { message: config.error.message })}</PageMessage>;

  const hasPrayers = days.length > 0;

  return (
    <div dir={translator.dir} className={styles.root}>
      <TableToolbar
        editing={editing}
        changed={state.changed}
        saving={tableSave.saving}
        onSave={() => void tableSave.saveTable()}
        onCancel={askCancel}
        fillDown={
          fillTarget !== null && selection
            ? {
                label: t('salah.fillDownTo', {
                  date: salahDates(translator.language).monthDay(days[fillTarget]!.date),
                }),
                run: () => {
                  dispatch({ type: 'fillDown', column: selection.column, from: selection.from, to: fillTarget });
                  clearSelection();
                },
              }
            : null
        }
        problemCount={problems.size + Object.keys(state.serverErrors).length}
        onShowProblem={tableSave.focusFirstProblem}
        onReset={() => setResetOpen(true)}
        onEdit={() => dispatch({ type: 'startEdit', saved: saved?.prayers ?? [] })}
        canEdit={hasPrayers && Boolean(saved?.id)}
        years={years}
        shownYear={shownYear}
        onChooseYear={chooseYear}
        hasSavedTable={Boolean(saved?.id)}
        canUpload={Boolean(saved)}
        uploading={file.uploading}
        onUpload={(chosen) => void file.upload(chosen)}
        savedDayCount={saved?.prayers.length ?? 0}
        downloading={file.downloading}
        onDownload={() => void file.download()}
        fileInput={fileInput}
      />

      <TableMessages
        editing={editing}
        importNotes={file.importNotes}
        saveMessages={tableSave.saveMessages}
        cellList={tableSave.cellList}
      />

      <CouncilTimesNote companyId={companyId} />

      {saved?.id && <SettingsAccordion companyId={companyId} saved={saved} disabled={editing} />}

      {!hasPrayers ? (
        <p className={styles.notSetup} style={{ marginTop: 16 }}>
          {t('salah.notSetup')}
          <span className={styles.notSetupHint}>{t('salah.notSetupHint')}</span>
        </p>
      ) : (
        <>
          {editing && (
            <p className={styles.help}>
              {t('salah.timeCellHelp')} {t('salah.editKeysHelp')}
            </p>
          )}
          <MonthTables
            days={days}
            savedDays={saved?.prayers ?? []}
            editing={editing}
            problems={problems}
            serverErrors={state.serverErrors}
            today={formatIsoDate(today)}
            year={shownYear}
            timeZone={zone}
            timeFormat={saved?.timeFormat}
            onCell={onCell}
            selection={selection}
            onSelect={editing ? onSelect : undefined}
          />
        </>
      )}

      <ResetPrayersDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        companyId={companyId}
        config={saved}
        defaultLocation={defaultLocation}
        country={country}
        onCreated={() => dispatch({ type: 'saved' })}
        onImportPrinted={() => fileInput.current?.click()}
      />
      <ImportFailedDialog
        failure={file.importFailure}
        onClose={file.closeImportFailure}
        onConfirm={file.confirmImport}
        onUploadAgain={() => {
          file.closeImportFailure();
          fileInput.current?.click();
        }}
      />
      <ImportSummaryDialog summary={file.summary} onClose={file.closeSummary} />
      <FarTimesDialog
        problems={tableSave.farTimes}
        saving={tableSave.saving}
        onKeep={tableSave.keepFarTimes}
        onBack={tableSave.reviewFarTimes}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title={t('salah.discardTitle')}
        message={t('salah.discardMessage')}
        confirmLabel={t('salah.discard')}
        cancelLabel={t('salah.keepEditing')}
        danger
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmDiscard(false)}
      />
    </div>
  );
}
