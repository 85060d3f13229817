import { useEffect, useMemo, useRef, useState } from 'react';
import type { PrayerColumn } from '../../../../../core/src/prayer/prayer.types.js';
import { formatIsoDate, localCivilDate } from '../../../../../core/src/time/civil-date.js';
import { Accordion, AccordionSection } from '../../../components/accordion.js';
import { Button } from '../../../components/button.js';
import { PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage, type ErrorBody } from '../../../lib/api-client.js';
import { useExportPrayers } from '../api/export-prayers.js';
import { usePrayerConfig } from '../api/get-prayer-config.js';
import { useImportPrayers } from '../api/import-prayers.js';
import { useSavePrayerConfig } from '../api/save-prayer-config.js';
import { isEditing } from '../logic/edit-state.js';
import { useSalahEdit } from '../logic/salah-edit-store.js';
import { cellErrorsFromServer, tableProblems } from '../logic/table-problems.js';
import { TIME_CELL_HELP } from '../logic/time-cell.js';
import { DstSection } from './dst-section.js';
import { ImportFailedDialog, type ImportFailure } from './import-failed-dialog.js';
import { MonthTables } from './month-tables.js';
import { PrayerSettingsSection } from './prayer-settings-section.js';
import { ResetPrayersDialog } from './reset-prayers-dialog.js';
import * as styles from './salah.css.js';

export const NOT_SETUP = 'Prayer times not setup yet. Click RESET PRAYER button to generate new Prayer times.';
const DAYS_FOR_DOWNLOAD = 366;

interface SalahTabProps {
  companyId: string;
  /** The masjid's address, offered as the location of a first timetable. */
  defaultLocation: string;
  /** False while another tab is shown: a stale edit copy is dropped then (SPEC.md section 4). */
  active: boolean;
}

const localToday = () => formatIsoDate(localCivilDate());

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The Salah tab: the year's timetable, its generator, upload and download, DST and iqama settings. */
export function SalahTab({ companyId, defaultLocation, active }: SalahTabProps) {
  const config = usePrayerConfig(companyId);
  const [state, dispatch] = useSalahEdit(companyId);
  const save = useSavePrayerConfig(companyId);
  const exporter = useExportPrayers();
  const importer = useImportPrayers();
  const [resetOpen, setResetOpen] = useState(false);
  const [importFailure, setImportFailure] = useState<ImportFailure | null>(null);
  const [importNotes, setImportNotes] = useState<string[]>([]);
  const [saveMessages, setSaveMessages] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const editing = isEditing(state);
  // A note about an import belongs to that edit: it goes with Save or Cancel.
  useEffect(() => {
    if (!editing) setImportNotes([]);
  }, [editing]);

  useEffect(() => {
    if (config.data !== undefined) dispatch({ type: 'loaded', config: config.data });
  }, [config.data, dispatch]);

  useEffect(() => {
    if (!active) dispatch({ type: 'leaveTab' });
  }, [active, dispatch]);

  useEffect(() => {
    if (!state.changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.changed]);

  const saved = state.saved;
  const days = state.edit ?? saved?.prayers ?? [];
  const problems = useMemo(() => (state.edit ? tableProblems(state.edit) : new Map<string, string>()), [state.edit]);
  const today = useMemo(localToday, []);
  const onCell = useMemo(() => (index: number, column: PrayerColumn, value: string) => dispatch({ type: 'setCell', index, column, value }), [dispatch]);

  async function saveTable() {
    setSaveMessages([]);
    if (!saved?.id || !state.edit) {
      showAlert('error', 'Can not save. Invalid PrayerConfig.');
      return;
    }
    if (problems.size > 0) {
      showAlert('error', 'Failed to save, Invalid prayers.');
      focusFirstProblem();
      return;
    }
    try {
      const response = await save.mutateAsync({ id: saved.id, companyId, prayers: state.edit });
      if (!response.successful || !response.target) throw new ApiError(400, response.message ?? 'Failed to save, Invalid prayers.', response as ErrorBody);
      dispatch({ type: 'saved', config: response.target });
      showAlert('success', 'Prayer times saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        showAlert('error', 'Failed to save, No server response. Contact support.');
        return;
      }
      const { cells, others } = cellErrorsFromServer(error instanceof ApiError ? error.fieldErrors : undefined);
      dispatch({ type: 'saveRejected', serverErrors: cells });
      setSaveMessages([...others, ...Object.values(cells).slice(0, 10)]);
      showAlert('error', 'Failed to save, Invalid prayers.');
      if (!(error instanceof ApiError)) console.error('Save failed', error);
    }
  }

  async function cancel() {
    const changed = state.changed;
    dispatch({ type: 'cancel' });
    setSaveMessages([]);
    if (changed) await config.refetch();
  }

  async function download() {
    try {
      const file = await exporter.mutateAsync(companyId);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      console.error('Download failed', error);
      showAlert('error', errorMessage(error));
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const response = await importer.mutateAsync(file);
      if (!response.successful || !response.target || response.target.length === 0) {
        setImportFailure({ fileName: file.name, message: response.message ?? null, fieldErrors: Object.values(response.fieldErrors ?? {}) });
        return;
      }
      dispatch({ type: 'imported', prayers: response.target });
      setImportNotes(response.notes ?? []);
      showAlert('success', `Successfully Imported ${file.name}. Please click save button.`);
    } catch (error) {
      if (error instanceof ApiError && error.body) {
        setImportFailure({ fileName: file.name, message: error.body.message ?? null, fieldErrors: Object.values(error.fieldErrors) });
      } else {
        setImportFailure({ fileName: null, message: null, fieldErrors: [] });
      }
    }
  }

  function focusFirstProblem() {
    const first = [...Object.keys(state.serverErrors), ...problems.keys()][0];
    if (first) document.querySelector<HTMLInputElement>(`input[data-cell="${first}"]`)?.focus();
  }

  if (config.isPending && !saved) return <PageMessage>Loading...</PageMessage>;
  if (config.isError && !saved) return <PageMessage>The prayer times could not be loaded: {config.error.message}</PageMessage>;

  const hasPrayers = days.length > 0;
  const problemCount = problems.size + Object.keys(state.serverErrors).length;

  return (
    <div>
      <div className={styles.toolbar} role="toolbar" aria-label="Prayer times">
        {editing ? (
          <>
            <Button onClick={() => void saveTable()} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button tone="secondary" onClick={() => void cancel()} disabled={save.isPending}>
              Cancel
            </Button>
            {problemCount > 0 ? (
              <button type="button" className={styles.problemsNote} style={{ background: 'none', border: 0, cursor: 'pointer', textDecoration: 'underline' }} onClick={focusFirstProblem}>
                {problemCount} {problemCount === 1 ? 'cell needs' : 'cells need'} attention
              </button>
            ) : (
              <span className={styles.status}>{state.changed ? 'Unsaved changes' : 'Editing'}</span>
            )}
          </>
        ) : (
          <>
            <Button onClick={() => setResetOpen(true)}>Reset Prayers</Button>
            <Button tone="secondary" onClick={() => dispatch({ type: 'startEdit' })} disabled={!hasPrayers || !saved?.id}>
              Edit
            </Button>
          </>
        )}
        <span className={styles.toolbarSpacer} />
        <Button tone="secondary" onClick={() => fileInput.current?.click()} disabled={importer.isPending || !saved?.id}>
          {importer.isPending ? 'Uploading…' : 'Upload'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          hidden
          aria-label="Prayer times file"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {(saved?.prayers.length ?? 0) >= DAYS_FOR_DOWNLOAD && (
          <Button tone="secondary" onClick={() => void download()} disabled={exporter.isPending}>
            Download
          </Button>
        )}
      </div>

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

      {saved?.id && (
        <Accordion>
          <AccordionSection value="settings" title="Calculation and iqama rules">
            <dl className={styles.summary}>
              <div>
                <dt className={styles.status}>Location</dt>
                <dd style={{ margin: 0 }}>{saved.location || '-'}</dd>
              </div>
              <div>
                <dt className={styles.status}>Time zone</dt>
                <dd style={{ margin: 0 }}>{saved.geoCode?.timezoneId ?? '-'}</dd>
              </div>
              <div>
                <dt className={styles.status}>Year shown</dt>
                <dd style={{ margin: 0 }}>{saved.year ?? saved.prayers[0]?.date.slice(0, 4) ?? '-'}</dd>
              </div>
            </dl>
            <div style={{ marginTop: 16 }}>
              <PrayerSettingsSection companyId={companyId} config={saved} disabled={editing} />
            </div>
          </AccordionSection>
          <AccordionSection value="dst" title="DST Settings">
            <DstSection companyId={companyId} dst={saved.dst} disabled={editing} />
          </AccordionSection>
        </Accordion>
      )}

      {!hasPrayers ? (
        <p className={styles.notSetup} style={{ marginTop: 16 }}>
          {NOT_SETUP}
        </p>
      ) : (
        <>
          {editing && <p className={styles.help}>{TIME_CELL_HELP} Enter or ↓ moves to the next day, ↑ to the day before, Esc puts back the saved time.</p>}
          <MonthTables
            days={days}
            savedDays={saved?.prayers ?? []}
            editing={editing}
            problems={problems}
            serverErrors={state.serverErrors}
            today={today}
            onCell={onCell}
          />
        </>
      )}

      <ResetPrayersDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        companyId={companyId}
        config={saved}
        defaultLocation={defaultLocation}
        onCreated={(created) => dispatch({ type: 'saved', config: created })}
      />
      <ImportFailedDialog failure={importFailure} onClose={() => setImportFailure(null)} />
    </div>
  );
}
