/**
 * Delete for a poster or a video of the Playlist section (docs/screens.md, "Deleting posters and videos"):
 * a confirmation in place, then the server's answer. A refusal (the playlist still shows it) is said under
 * the entry in the server's words, which name the item, and stays until the next try.
 */
import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useDeleteMedia } from '../api/playlist.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';

export function MediaDelete({
  companyId,
  kind,
  id,
  name,
}: {
  companyId: string;
  kind: 'poster' | 'video';
  id: string;
  name: string;
}) {
  const { t } = useAdminTranslator();
  const remove = useDeleteMedia(companyId, kind);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const destroy = async () => {
    setProblem(null);
    try {
      const answer = await remove.mutateAsync(id);
      showAlert('success', answer.message ?? '');
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error));
    }
  };
  return (
    <>
      {confirming ? (
        <span className={styles.itemActions} role="group" aria-label={t('settings.sound.delete', { name })}>
          <span>
            {t(kind === 'poster' ? 'settings.playlist.deletePosterConfirm' : 'settings.playlist.deleteVideoConfirm', {
              name,
            })}
          </span>
          <Button
            tone="danger"
            size="small"
            disabled={remove.isPending}
            data-testid="media-delete-yes"
            onClick={() => void destroy()}
          >
            {t('settings.sound.deleteYes')}
          </Button>
          <Button tone="ghost" size="small" onClick={() => setConfirming(false)}>
            {t('settings.sound.keep')}
          </Button>
        </span>
      ) : (
        <span className={styles.itemActions}>
          <Button tone="danger" size="small" data-testid="media-delete" onClick={() => setConfirming(true)}>
            {t('settings.sound.delete', { name })}
          </Button>
        </span>
      )}
      {problem && (
        <p className={playlistStyles.problem} role="alert" data-testid="media-delete-problem">
          {problem}
        </p>
      )}
    </>
  );
}
