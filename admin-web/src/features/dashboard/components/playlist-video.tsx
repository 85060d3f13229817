import { useEffect, useRef, useState } from 'react';
import type { Video } from '@core/playlists/video.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import * as styles from './playlist-slide.css.js';

/**
 * A playlist video on the screen (docs/screens.md, "Videos"): looped for the item's turn, silent unless the
 * admin chose sound. Browsers start a silent video on their own; one with sound may be refused, and then it
 * plays silent, and the preview says so. While `held` (a salah, the khutbah, or a card over the screen),
 * it is paused: a video never plays over the prayer.
 */
export function PlaylistVideo({ video, held, preview }: { video: Video; held: boolean; preview: boolean }) {
  const { t } = usePublicLocale();
  const ref = useRef<HTMLVideoElement>(null);
  const [mutedByBrowser, setMutedByBrowser] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (held) {
      element.pause();
      return;
    }
    let gone = false;
    element.muted = video.muted || mutedByBrowser;
    element.play().catch((error: unknown) => {
      // Sound refused without a gesture (autoplay policy): play silent rather than not at all.
      if (gone || element.muted || (error instanceof DOMException && error.name !== 'NotAllowedError')) return;
      element.muted = true;
      setMutedByBrowser(true);
      void element.play().catch(() => undefined);
    });
    return () => {
      gone = true;
    };
  }, [held, video.muted, video.url, mutedByBrowser]);

  return (
    <>
      <video
        ref={ref}
        className={styles.poster}
        src={video.url}
        loop
        playsInline
        preload="auto"
        aria-label={video.name}
        data-testid="playlist-video"
        data-held={held ? 'true' : undefined}
        data-muted-by-browser={mutedByBrowser ? 'true' : undefined}
      />
      {preview && mutedByBrowser && (
        <p className={styles.videoNote} role="status" data-testid="video-muted-by-browser">
          {t('playlist.videoMutedByBrowser')}
        </p>
      )}
    </>
  );
}
