import { posterUrlFor, type PlaylistShowing } from '@core/playlists/masjid-playlist.js';
import { displayPixelWidth } from '../../../lib/display-pixels.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as styles from './playlist-slide.css.js';
import { PlaylistVideo } from './playlist-video.js';
import * as slideStyles from './slideshow.css.js';

/** A janazah notice (docs/screens.md, "Notices"): who, when and where the janazah salah is. */
function JanazahSlide({ notice }: { notice: Extract<NonNullable<PlaylistShowing>, { kind: 'notice' }>['notice'] }) {
  const { t, format } = usePublicLocale();
  const ref = useFitText<HTMLDivElement>(notice, 0.45, 0.05, { readable: true });
  const when = t('playlist.janazahWhen', {
    date: format.date(notice.salahAt.slice(0, 10)),
    time: format.time(notice.salahAt.slice(11, 16)),
  });
  return (
    <>
      <h2 className={slideStyles.slideTitle}>{t('playlist.janazahTitle')}</h2>
      <div ref={ref} className={`${slideStyles.fit} ${styles.janazah}`}>
        <p className={styles.deceased} dir="auto">
          {notice.name}
        </p>
        <p className={styles.line}>
          <bdi>{when}</bdi>
        </p>
        <p className={styles.line} dir="auto">
          {notice.place}
        </p>
        <p className={styles.dua}>{t('playlist.janazahDua')}</p>
      </div>
    </>
  );
}

/**
 * The playlist item on this screen now (docs/screens.md, "Playlists"), in the slides' box: a poster drawn
 * whole (letterboxed, never cut) from the stored size that fits this display, a video, or a notice. It takes the place of the slides while it is on.
 */
export function PlaylistSlide({
  showing,
  held = false,
  preview = false,
}: {
  showing: NonNullable<PlaylistShowing>;
  /** A video is paused while this holds (docs/screens.md, "Videos"). */
  held?: boolean;
  /** A `?at=` preview: a video refused its sound says so. */
  preview?: boolean;
}) {
  return (
    <div
      className={slideStyles.stage}
      data-testid="playlist-item"
      data-playlist-kind={showing.kind}
      data-item={showing.item.id}
    >
      <section className={`${slideStyles.slide} ${slideStyles.activeSlide}`}>
        {showing.kind === 'poster' && (
          <img
            className={styles.poster}
            src={posterUrlFor(showing.poster, displayPixelWidth())}
            alt={showing.poster.name}
          />
        )}
        {showing.kind === 'video' && <PlaylistVideo video={showing.video} held={held} preview={preview} />}
        {showing.kind === 'notice' && <JanazahSlide notice={showing.notice} />}
      </section>
    </div>
  );
}
