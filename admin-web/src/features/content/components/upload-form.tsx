/**
 * The Playlist section's upload of a file with a name (docs/screens.md, "Posters", "Videos"): a missing file
 * or name, or a file over the cap, is refused on its field before anything is sent; the server's refusal (by
 * the bytes) shows on its field, the name kept. Posters and videos share it; each brings its own words and
 * any field of its own (a video's sound).
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '@core/validation/field-errors.js';
import { Button } from '../../../components/button.js';
import { TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';

export function UploadForm({
  kind,
  title,
  fileLabel,
  fileHint,
  accept,
  maxBytes,
  noFile,
  noName,
  submitLabel,
  pending,
  send,
  onSent,
  children,
}: {
  /** Names the fields for tests: `{kind}-file`, `{kind}-name`. */
  kind: string;
  title: string;
  fileLabel: string;
  fileHint: string;
  accept: string;
  maxBytes: number;
  noFile: string;
  noName: string;
  submitLabel: string;
  pending: boolean;
  send: (file: File, name: string) => Promise<{ message?: string | null }>;
  /** After a successful upload: clears the fields of its own. */
  onSent?: () => void;
  children?: ReactNode;
}) {
  const { t } = useAdminTranslator();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!file) found.file = noFile;
    else if (file.size > maxBytes) found.file = t('settings.playlist.upload.tooLarge', { mb: maxBytes / 1024 / 1024 });
    if (name.trim() === '') found.name = noName;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    try {
      const answer = await send(file, name.trim());
      showAlert('success', answer.message ?? '');
      setName('');
      setFile(null);
      onSent?.();
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { file: errorMessage(error) });
    }
  };

  return (
    <form className={playlistStyles.card} onSubmit={(event) => void submit(event)} noValidate>
      <h4 className={styles.legend}>{title}</h4>
      <div className={styles.itemFields}>
        <TextField
          ref={fileInput}
          label={fileLabel}
          hint={fileHint}
          type="file"
          accept={accept}
          error={errors.file}
          data-testid={`${kind}-file`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors(({ file: _, ...rest }) => rest);
          }}
        />
        <TextField
          label={t('settings.playlist.upload.name')}
          value={name}
          maxLength={80}
          required
          error={errors.name}
          data-testid={`${kind}-name`}
          onChange={(event) => setName(event.target.value)}
        />
        {children}
      </div>
      <div className={styles.itemActions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('settings.playlist.upload.uploading') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
