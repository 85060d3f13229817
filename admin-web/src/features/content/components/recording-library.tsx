/**
 * The masjid's own recordings in the Sounds section (docs/sound.md, "Recordings"): the upload form, and each
 * recording with its length, credit, Listen, Edit (name and credit) and Delete. A refused file keeps
 * everything typed in the form, with the server's words on the field it concerns.
 */
import { useRef, useState, type FormEvent } from 'react';
import { toFieldErrors } from '@core/validation/field-errors.js';
import type { FieldErrors } from '@core/validation/field-errors.js';
import {
  RECORDING_ACCEPT,
  RECORDING_CREDIT_MAX,
  RECORDING_MAX_BYTES,
  RECORDING_MAX_SECONDS,
  RECORDING_NAME_MAX,
  recordingDetailsSchema,
  type RecordingDetails,
} from '@core/sound/recording.js';
import type { Sound } from '@core/sound/sound.types.js';
import { Button } from '../../../components/button.js';
import { TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { audioAllowed } from '../../sound/tone-sound.js';
import { loadRecording, startRecording, type PlayableRecording } from '../../dashboard/sound/recordings.js';
import { useDeleteSound } from '../api/delete-sound.js';
import { useUpdateSound } from '../api/update-sound.js';
import { useUploadSound } from '../api/upload-sound.js';
import * as styles from './configuration.css.js';
import * as soundStyles from './sound-section.css.js';

const LISTEN_VOLUME = 0.6;
const MB = RECORDING_MAX_BYTES / 1024 / 1024;

/** 3:07 for 187 s: a length reads the same in every language. */
export function lengthText(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Plays a recording at the admin's Listen volume, brought to the screens' loudness (-16 LUFS). */
export async function listenTo(sound: PlayableRecording): Promise<void> {
  if (!(await audioAllowed())) return;
  const recording = await loadRecording(sound);
  if (recording) startRecording(recording, LISTEN_VOLUME, null);
}

/** A failed call's field errors, else its message on `fallbackField`. */
function refusal(error: unknown, fallbackField: string): FieldErrors {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return Object.keys(fields).length > 0 ? fields : { [fallbackField]: errorMessage(error) };
}

function checkDetails(details: RecordingDetails) {
  const parsed = recordingDetailsSchema.safeParse(details);
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : { ok: false as const, errors: toFieldErrors(parsed.error) };
}

export function RecordingUpload({ companyId }: { companyId: string }) {
  const { t } = useAdminTranslator();
  const upload = useUploadSound(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<RecordingDetails>({ name: '', credit: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDetails(details);
    const fileProblem = !file
      ? t('settings.sound.upload.noFile')
      : file.size > RECORDING_MAX_BYTES
        ? t('settings.sound.upload.tooLarge', { mb: MB })
        : undefined;
    const found: FieldErrors = { ...(checked.ok ? {} : checked.errors), ...(fileProblem ? { file: fileProblem } : {}) };
    setErrors(found);
    if (!checked.ok || !file || fileProblem) return;
    try {
      const answer = await upload.mutateAsync({ file, ...checked.value });
      showAlert('success', answer.message ?? '');
      setDetails({ name: '', credit: '' });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setErrors(refusal(error, 'file'));
    }
  };

  return (
    <form className={`${styles.item} ${soundStyles.upload}`} onSubmit={(event) => void submit(event)} noValidate>
      <h4 className={styles.legend}>{t('settings.sound.upload.title')}</h4>
      <div className={soundStyles.uploadFields}>
        <TextField
          ref={fileInput}
          label={t('settings.sound.upload.file')}
          hint={t('settings.sound.upload.fileHint', { mb: MB, minutes: RECORDING_MAX_SECONDS / 60 })}
          type="file"
          accept={RECORDING_ACCEPT}
          error={errors.file}
          data-testid="recording-file"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors(({ file: _, ...rest }) => rest);
          }}
        />
        <TextField
          label={t('settings.sound.upload.name')}
          value={details.name}
          maxLength={RECORDING_NAME_MAX}
          required
          error={errors.name}
          onChange={(event) => setDetails({ ...details, name: event.target.value })}
        />
        <TextField
          label={t('settings.sound.upload.credit')}
          hint={t('settings.sound.upload.creditHint')}
          value={details.credit}
          maxLength={RECORDING_CREDIT_MAX}
          error={errors.credit}
          onChange={(event) => setDetails({ ...details, credit: event.target.value })}
        />
      </div>
      <div className={styles.itemActions}>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? t('settings.sound.upload.uploading') : t('settings.sound.upload.submit')}
        </Button>
      </div>
    </form>
  );
}

/** One recording: its length and credit, Listen, Edit and Delete (with a confirmation in place). */
export function RecordingRow({ companyId, sound }: { companyId: string; sound: Sound }) {
  const { t } = useAdminTranslator();
  const update = useUpdateSound(companyId);
  const remove = useDeleteSound(companyId);
  const [editing, setEditing] = useState<RecordingDetails | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const checked = checkDetails(editing);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      const answer = await update.mutateAsync({ soundId: sound.id, ...checked.value });
      showAlert('success', answer.message ?? '');
      setEditing(null);
      setErrors({});
    } catch (error) {
      setErrors(refusal(error, 'name'));
    }
  };
  const destroy = async () => {
    try {
      const answer = await remove.mutateAsync(sound.id);
      showAlert('success', answer.message ?? '');
    } catch (error) {
      setConfirming(false);
      showAlert('error', errorMessage(error));
    }
  };

  if (editing)
    return (
      <li className={styles.item}>
        <form className={soundStyles.uploadFields} onSubmit={(event) => void save(event)} noValidate>
          <TextField
            label={t('settings.sound.upload.name')}
            value={editing.name}
            maxLength={RECORDING_NAME_MAX}
            required
            error={errors.name}
            onChange={(event) => setEditing({ ...editing, name: event.target.value })}
          />
          <TextField
            label={t('settings.sound.upload.credit')}
            value={editing.credit}
            maxLength={RECORDING_CREDIT_MAX}
            error={errors.credit}
            onChange={(event) => setEditing({ ...editing, credit: event.target.value })}
          />
          <div className={styles.itemActions}>
            <Button type="submit" size="small" disabled={update.isPending}>
              {t('settings.sound.saveDetails')}
            </Button>
            <Button tone="ghost" size="small" onClick={() => setEditing(null)}>
              {t('settings.sound.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );

  return (
    <li className={styles.item} data-testid="recording">
      <span className={soundStyles.soundText}>
        <strong>{sound.name}</strong>{' '}
        <span className={soundStyles.soundMeta}>
          {sound.credit
            ? t('settings.sound.recordingLength', { length: lengthText(sound.seconds), credit: sound.credit })
            : lengthText(sound.seconds)}
        </span>
      </span>
      {confirming ? (
        <span className={styles.itemActions} role="group" aria-label={t('settings.sound.delete', { name: sound.name })}>
          <span>{t('settings.sound.deleteConfirm', { name: sound.name })}</span>
          <Button tone="danger" size="small" disabled={remove.isPending} onClick={() => void destroy()}>
            {t('settings.sound.deleteYes')}
          </Button>
          <Button tone="ghost" size="small" onClick={() => setConfirming(false)}>
            {t('settings.sound.keep')}
          </Button>
        </span>
      ) : (
        <span className={styles.itemActions}>
          {sound.url && (
            <Button tone="secondary" size="small" onClick={() => void listenTo({ url: sound.url!, gain: sound.gain })}>
              {t('settings.sound.listen', { name: sound.name })}
            </Button>
          )}
          <Button tone="secondary" size="small" onClick={() => setEditing({ name: sound.name, credit: sound.credit })}>
            {t('settings.sound.edit', { name: sound.name })}
          </Button>
          <Button tone="danger" size="small" onClick={() => setConfirming(true)}>
            {t('settings.sound.delete', { name: sound.name })}
          </Button>
        </span>
      )}
    </li>
  );
}
