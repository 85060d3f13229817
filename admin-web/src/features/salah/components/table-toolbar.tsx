import { useRef, type RefObject } from 'react';
import { Button } from '../../../components/button.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './salah.css.js';

/** Saved tables with at least this many days can be downloaded. */
const DAYS_FOR_DOWNLOAD = 366;

interface TableToolbarProps {
  editing: boolean;
  /** The edit copy differs from the saved table. */
  changed: boolean;
  saving: boolean;
  onSave(): void;
  onCancel(): void;
  /** Label and action of Fill down, when the marked cells have days below them. */
  fillDown: { label: string; run(): void } | null;
  problemCount: number;
  onShowProblem(): void;
  /** Reset Prayers and Edit, shown while not editing. */
  onReset(): void;
  onEdit(): void;
  canEdit: boolean;
  years: readonly number[];
  shownYear: number;
  onChooseYear(year: number): void;
  /** The saved table exists (with an id) and may switch years; Upload needs a saved config of any kind. */
  hasSavedTable: boolean;
  canUpload: boolean;
  uploading: boolean;
  onUpload(file: File | undefined): void;
  savedDayCount: number;
  downloading: boolean;
  onDownload(): void;
  /** The file chooser, so the refusal dialog's "Upload again" can open it. */
  fileInput?: RefObject<HTMLInputElement | null>;
}

/** The Salah tab's row of actions: Save/Cancel/Fill down while editing, Reset Prayers/Edit otherwise, the year switch, Upload and Download. */
export function TableToolbar(props: TableToolbarProps) {
  const { editing, shownYear } = props;
  const ownInput = useRef<HTMLInputElement>(null);
  const fileInput = props.fileInput ?? ownInput;
  const { t } = useAdminTranslator();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('salah.toolbar')}>
      {editing ? (
        <>
          <Button onClick={props.onSave} disabled={props.saving}>
            {props.saving ? t('salah.saving') : t('salah.save')}
          </Button>
          <Button tone="secondary" onClick={props.onCancel} disabled={props.saving}>
            {t('salah.cancel')}
          </Button>
          {props.fillDown && (
            <Button tone="secondary" title={t('salah.fillDownTitle')} onClick={props.fillDown.run}>
              {props.fillDown.label}
            </Button>
          )}
          {props.problemCount > 0 ? (
            <button
              type="button"
              className={styles.problemsNote}
              style={{ background: 'none', border: 0, cursor: 'pointer', textDecoration: 'underline' }}
              onClick={props.onShowProblem}
            >
              {t('salah.cellsNeedAttention', { count: props.problemCount })}
            </button>
          ) : (
            <span className={styles.status}>{props.changed ? t('salah.unsavedChanges') : t('salah.editing')}</span>
          )}
        </>
      ) : (
        <>
          <Button onClick={props.onReset}>{t('salah.resetPrayers')}</Button>
          <Button tone="secondary" onClick={props.onEdit} disabled={!props.canEdit}>
            {t('salah.edit')}
          </Button>
        </>
      )}
      {props.hasSavedTable && props.years.length > 1 && (
        <div role="group" aria-label={t('salah.year')} className={styles.yearSwitch}>
          {props.years.map((year) => (
            <button
              key={year}
              type="button"
              className={styles.yearButton}
              aria-pressed={year === shownYear}
              disabled={editing && year !== shownYear}
              title={editing && year !== shownYear ? t('salah.saveOrCancelFirst') : undefined}
              onClick={() => props.onChooseYear(year)}
            >
              {year}
            </button>
          ))}
        </div>
      )}
      <span className={styles.toolbarSpacer} />
      <Button
        tone="secondary"
        onClick={() => fileInput.current?.click()}
        disabled={props.uploading || !props.canUpload}
      >
        {props.uploading ? t('salah.uploading') : t('salah.upload')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv,text/plain"
        hidden
        aria-label={t('salah.file')}
        onChange={(event) => {
          props.onUpload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {props.savedDayCount >= DAYS_FOR_DOWNLOAD && (
        <Button tone="secondary" onClick={props.onDownload} disabled={props.downloading}>
          {t('salah.download')}
        </Button>
      )}
    </div>
  );
}
