import { useMemo } from 'react';
import type { PlaylistShowing } from '@core/playlists/playlist-showing.js';
import { posterUrlFor } from '@core/playlists/posters.js';
import { displayPixelWidth } from '../../../lib/display-pixels.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as styles from './playlist-slide.css.js';
import { PlaylistVideo } from './playlist-video.js';
import * as slideStyles from './slideshow.css.js';
import { FundCard } from '../../../components/fund-card.js';
import { AppealQr } from './appeal-qr.js';
import { countdownWords } from './notice-words.js';
import { AnnouncementSlide, FundsSlide, fundClasses } from './slides.js';
import { HadithReminder, QuranReminder } from './reminders-panel.js';

type Showing<K> = Extract<NonNullable<PlaylistShowing>, { kind: K }>;

/**
 * A notice of one moment (docs/screens.md, "Notices"): a janazah (who, when and where its salah is) or a
 * nikah (the couple, when and where), each with its du'a. `at` is the masjid's local date and time.
 */
function MomentSlide({
  notice,
  title,
  names,
  at,
  place,
  dua,
}: {
  /** The notice itself: the text is fitted again when it changes. */
  notice: unknown;
  title: string;
  names: string;
  at: string;
  place: string;
  dua: string;
}) {
  const { t, format } = usePublicLocale();
  const ref = useFitText<HTMLDivElement>(notice, 0.45, 0.05, { readable: true });
  const when = t('playlist.janazahWhen', { date: format.date(at.slice(0, 10)), time: format.time(at.slice(11, 16)) });
  return (
    <>
      <h2 className={slideStyles.slideTitle}>{title}</h2>
      <div ref={ref} className={`${slideStyles.fit} ${styles.janazah}`}>
        <p className={styles.deceased} dir="auto">
          {names}
        </p>
        <p className={styles.line}>
          <bdi>{when}</bdi>
        </p>
        <p className={styles.line} dir="auto">
          {place}
        </p>
        <p className={styles.dua}>{dua}</p>
      </div>
    </>
  );
}

function JanazahSlide({ notice }: { notice: Showing<'notice'>['notice'] }) {
  const { t } = usePublicLocale();
  return (
    <MomentSlide
      notice={notice}
      title={t('playlist.janazahTitle')}
      names={notice.name}
      at={notice.salahAt}
      place={notice.place}
      dua={t('playlist.janazahDua')}
    />
  );
}

/** A class or event: its title, teacher, place, and the countdown to its start on its day. */
function ClassSlide({ showing }: { showing: Showing<'class'> }) {
  const locale = usePublicLocale();
  const { notice } = showing;
  const ref = useFitText<HTMLDivElement>(notice, 0.45, 0.05, { readable: true });
  return (
    <>
      <h2 className={slideStyles.slideTitle}>{locale.t('playlist.classHeading')}</h2>
      <div ref={ref} className={`${slideStyles.fit} ${styles.janazah}`}>
        <p className={styles.deceased} dir="auto">
          {notice.title}
        </p>
        {notice.teacher && <p className={styles.line}>{locale.t('playlist.with', { name: notice.teacher })}</p>}
        <p className={styles.line}>
          {showing.countdown.state === 'later'
            ? countdownWords(locale, showing.countdown)
            : locale.t('playlist.today', { time: locale.timeInText(notice.time) })}
        </p>
        <p className={styles.line} dir="auto">
          {notice.place}
        </p>
        {showing.countdown.state !== 'later' && (
          <p className={styles.countdown} data-testid="class-countdown">
            {countdownWords(locale, showing.countdown)}
          </p>
        )}
      </div>
    </>
  );
}

/** A nikah: the couple, when and where, and a prayer for them. */
function NikahSlide({ notice }: { notice: Showing<'nikah'>['notice'] }) {
  const { t } = usePublicLocale();
  return (
    <MomentSlide
      notice={notice}
      title={t('playlist.nikahTitle')}
      names={notice.names}
      at={notice.at}
      place={notice.place}
      dua={t('playlist.nikahDua')}
    />
  );
}

/** A donation appeal: its words, the fund's progress from the fund itself, and a QR code of the payment page. */
function AppealSlide({ showing }: { showing: Showing<'appeal'> }) {
  const { t } = usePublicLocale();
  const { appeal, fund } = showing;
  const ref = useFitText<HTMLDivElement>(showing, 0.45, 0.05, { readable: true });
  return (
    <>
      <h2 className={slideStyles.slideTitle}>{t('playlist.appealTitle')}</h2>
      <div ref={ref} className={`${slideStyles.fit} ${styles.appeal}`}>
        <div className={styles.appealWords}>
          <p className={styles.line} dir="auto">
            {appeal.text}
          </p>
          <FundCard fund={{ ...fund, pledge: 0, endDate: null, enabled: true }} animate={false} classes={fundClasses} />
        </div>
        <AppealQr url={appeal.paymentUrl} label={t('playlist.scanToGive')} />
      </div>
    </>
  );
}

/**
 * A fund's progress as the funds slide draws it. The dashboard draws every second: the fund is made into the
 * slide's shape once per fund, so its text is fitted once per change, not each second.
 */
function FundSlide({ fund, active }: { fund: Showing<'fund'>['fund']; active: boolean }) {
  const funds = useMemo(() => [{ ...fund, pledge: 0, endDate: null, enabled: true }], [fund]);
  return <FundsSlide funds={funds} active={active} />;
}

/** The hadith of the day (or the masjid's reminder) in the reminders' own box, made once per text. */
function HadithSlide({ saying }: { saying: Showing<'hadith'>['saying'] }) {
  const { title, text, reference } = saying;
  const items = useMemo(() => [{ title, text, reference }], [title, text, reference]);
  return <HadithReminder items={items} onFits={keepShowing} />;
}

/** A box of the playlist always has room: a text that fits at no readable size still shows, shrunk to the least. */
const keepShowing = () => undefined;

/**
 * The playlist item on this screen now (docs/screens.md, "Playlists"), in the slides' box: a poster drawn
 * whole (letterboxed, never cut) from the stored size that fits this display, a video, a notice, or one of
 * the dashboard's own: an announcement, a fund's progress, the verse or the hadith of the day. It takes the
 * place of the slides while it is on.
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
        {showing.kind === 'class' && <ClassSlide showing={showing} />}
        {showing.kind === 'nikah' && <NikahSlide notice={showing.notice} />}
        {showing.kind === 'appeal' && <AppealSlide showing={showing} />}
        {/* The dashboard's own slides and reminder boxes (docs/screens.md, "Announcements, funds, the verse and a hadith"). */}
        {showing.kind === 'announcement' && <AnnouncementSlide announcement={showing.announcement} />}
        {showing.kind === 'fund' && <FundSlide fund={showing.fund} active={!held} />}
        {showing.kind === 'quran' && <QuranReminder rod={showing.rod} onFits={keepShowing} />}
        {showing.kind === 'hadith' && <HadithSlide saying={showing.saying} />}
      </section>
    </div>
  );
}
