/**
 * The masjid's videos in the Playlist section (docs/screens.md, "Videos"): the list, and an upload with a
 * name and a choice of sound (silent unless chosen). The server checks each file by its bytes and refuses
 * one over 100 MB as it arrives; the form says the same before sending.
 */
import { useRef, useState, type FormEvent } from 'react';
import { VIDEO_ACCEPT, VIDEO_MAX_BYTES, type Video } from '@core/playlists/video.js';
import type { FieldErrors } from '@core/validation/field-errors.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useUploadVideo } from '../api/playlist.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';

const MB = VIDEO_MAX_BYTES / 1024 / 1024;

/** 26 KB, 4.2 MB: a short clip is not "0.0 MB". */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function VideoLibrary({ companyId, videos }: { companyId: string; videos: Video[] }) {
  const { t } = useAdminTranslator();
  const upload = useUploadVideo(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [sound, setSound] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!file) found.file = t('settings.playlist.videoUpload.noFile');
    else if (file.size > VIDEO_MAX_BYTES) found.file = t('settings.playlist.upload.tooLarge', { mb: MB });
    if (name.trim() === '') found.name = t('settings.playlist.videoUpload.noName');
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    try {
      const answer = await upload.mutateAsync({ file, name: name.trim(), sound });
      showAlert('success', answer.message ?? '');
      setName('');
      setFile(null);
      setSound(false);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { file: errorMessage(error) });
    }
  };

  return (
    <div data-testid="videos">
      <h3 className={styles.legend}>{t('settings.playlist.videos')}</h3>
      {videos.length > 0 ? (
        <ul className={playlistStyles.posters}>
          {videos.map((video) => (
            <li key={video.id} className={playlistStyles.poster} data-testid="video-entry">
              <video src={video.url} muted preload="metadata" className={playlistStyles.posterImage} />
              <span dir="auto">{video.name}</span>
              <span className={playlistStyles.muted}>
                {video.format.toUpperCase()} · {sizeOf(video.size)} ·{' '}
                {video.muted ? t('settings.playlist.videoMuted') : t('settings.playlist.videoSound')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('settings.playlist.noVideos')}</p>
      )}
      <form className={playlistStyles.card} onSubmit={(event) => void submit(event)} noValidate>
        <h4 className={styles.legend}>{t('settings.playlist.videoUpload.title')}</h4>
        <div className={styles.itemFields}>
          <TextField
            ref={fileInput}
            label={t('settings.playlist.videoUpload.file')}
            hint={t('settings.playlist.videoUpload.fileHint', { mb: MB })}
            type="file"
            accept={VIDEO_ACCEPT}
            error={errors.file}
            data-testid="video-file"
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
            data-testid="video-name"
            onChange={(event) => setName(event.target.value)}
          />
          <CheckboxField
            label={t('settings.playlist.videoUpload.sound')}
            checked={sound}
            data-testid="video-sound"
            onChange={(event) => setSound(event.target.checked)}
          />
        </div>
        <div className={styles.itemActions}>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? t('settings.playlist.upload.uploading') : t('settings.playlist.videoUpload.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
