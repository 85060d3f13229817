/**
 * The masjid's videos in the Playlist section (docs/screens.md, "Videos"): the list (each with Delete), and an upload with a
 * name and a choice of sound (silent unless chosen). The server checks each file by its bytes and refuses
 * one over 100 MB as it arrives; the form says the same before sending.
 */
import { useState } from 'react';
import { VIDEO_ACCEPT, VIDEO_MAX_BYTES, type Video } from '@core/playlists/video.js';
import { CheckboxField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useUploadVideo } from '../api/playlist.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';
import { MediaDelete } from './media-delete.js';
import { UploadForm } from './upload-form.js';

const MB = VIDEO_MAX_BYTES / 1024 / 1024;

/** 26 KB, 4.2 MB: a short clip is not "0.0 MB". */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function VideoLibrary({ companyId, videos }: { companyId: string; videos: Video[] }) {
  const { t } = useAdminTranslator();
  const upload = useUploadVideo(companyId);
  const [sound, setSound] = useState(false);
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
              <MediaDelete companyId={companyId} kind="video" id={video.id} name={video.name} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('settings.playlist.noVideos')}</p>
      )}
      <UploadForm
        kind="video"
        title={t('settings.playlist.videoUpload.title')}
        fileLabel={t('settings.playlist.videoUpload.file')}
        fileHint={t('settings.playlist.videoUpload.fileHint', { mb: MB })}
        accept={VIDEO_ACCEPT}
        maxBytes={VIDEO_MAX_BYTES}
        noFile={t('settings.playlist.videoUpload.noFile')}
        noName={t('settings.playlist.videoUpload.noName')}
        submitLabel={t('settings.playlist.videoUpload.submit')}
        pending={upload.isPending}
        send={(file, name) => upload.mutateAsync({ file, name, sound })}
        onSent={() => setSound(false)}
      >
        <CheckboxField
          label={t('settings.playlist.videoUpload.sound')}
          checked={sound}
          data-testid="video-sound"
          onChange={(event) => setSound(event.target.checked)}
        />
      </UploadForm>
    </div>
  );
}
