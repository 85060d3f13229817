import { useCallback, useMemo, useState } from 'react';
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
import { sheetLines } from '@core/playlists/expense-sheet-lines.js';
import { formatAmount, formatSheetValue } from '@core/dashboard/amounts.js';
import { useCurrency } from '../../../components/currency-context.js';

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

/** How long each page of a long expense sheet stays, on the clock (docs/screens.md, "Expense sheets"). */
export const SHEET_PAGE_SECONDS = 10;
/** The fewest lines a page holds, whatever the box: a page of one line is no sheet. */
const SHEET_PAGE_LEAST = 3;

/**
 * An expense sheet (docs/screens.md, "Expense sheets"): its title, its lines in their order, and their total
 * when every line is an amount, in the masjid's currency as the expenses frame writes them. The text shrinks
 * to fit but never below the readable size; the description goes first; a sheet that still does not fit is
 * shown a page of lines at a time, each page with the total, turning every SHEET_PAGE_SECONDS on the clock
 * (so a `?at=` preview shows the page its screen shows).
 */
function ExpenseSheetSlide({ sheet, now }: { sheet: Showing<'expense-sheet'>['sheet']; now: number }) {
  const { t, format } = usePublicLocale();
  const { currency, country } = useCurrency();
  const { lines, total } = useMemo(() => sheetLines(sheet), [sheet]);
  // How many pages, found by the fit: one until a page's lines do not fit, then one more. Each page of a split
  // is tried in turn (`checked` of them fit so far) before the clock turns them, so every screen and preview
  // settles on the same split, whichever page the clock was on when it started.
  const [fit, setFit] = useState({ lines, pages: 1, checked: 0 });
  const { pages, checked } = fit.lines === lines ? fit : { pages: 1, checked: 0 };
  const perPage = Math.ceil(lines.length / pages) || 1;
  const page = checked < pages ? checked : Math.floor(now / 1000 / SHEET_PAGE_SECONDS) % pages;
  const shown = useMemo(() => lines.slice(page * perPage, (page + 1) * perPage), [lines, page, perPage]);
  const onFits = useCallback(
    (fits: boolean) =>
      setFit((current) => {
        const base = current.lines === lines ? current : { lines, pages: 1, checked: 0 };
        if (base.checked >= base.pages) return base;
        if (fits) return { ...base, checked: base.checked + 1 };
        const more = base.pages + 1;
        // Pages of fewer lines than SHEET_PAGE_LEAST are no sheet: the last split stays, shrunk to the least.
        return Math.ceil(lines.length / more) >= SHEET_PAGE_LEAST
          ? { lines, pages: more, checked: 0 }
          : { ...base, checked: base.pages };
      }),
    [lines],
  );
  const ref = useFitText<HTMLDivElement>(shown, 0.45, 0.05, { readable: true, levels: 1, onFits });
  return (
    <>
      {/* The masjid's own words keep their direction and the page's alignment (<bdi>), as the table's lines do. */}
      <h2 className={slideStyles.slideTitle} data-testid="sheet-title">
        <bdi>{sheet.name}</bdi>
        {pages > 1 && (
          <span className={styles.sheetPage} data-testid="sheet-page">
            {' '}
            <bdi>{format.digits(`${page + 1}/${pages}`)}</bdi>
          </span>
        )}
      </h2>
      <div ref={ref} className={slideStyles.fit}>
        {sheet.description && (
          <p className={slideStyles.slideText} dir="auto" data-fit-optional>
            {sheet.description}
          </p>
        )}
        <table className={`${slideStyles.amounts} ${styles.sheet}`} data-testid="sheet-lines">
          <tbody>
            {shown.map((line, index) => (
              <tr key={`${line.order}-${index}`}>
                <td>
                  <bdi>{line.label}</bdi>
                </td>
                <td>
                  <bdi>{format.digits(formatSheetValue(line.value, currency, country))}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
          {total !== null && (
            <tfoot>
              <tr data-testid="sheet-total">
                <td>{t('money.total')}</td>
                <td>
                  <bdi>{format.digits(formatAmount(total, currency, country))}</bdi>
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </>
  );
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
 * the dashboard's own: an announcement, a fund's progress, an expense sheet, the verse or the hadith of the day. It takes the
 * place of the slides while it is on.
 */
export function PlaylistSlide({
  showing,
  held = false,
  preview = false,
  now,
}: {
  showing: NonNullable<PlaylistShowing>;
  /** A video is paused while this holds (docs/screens.md, "Videos"). */
  held?: boolean;
  /** A `?at=` preview: a video refused its sound says so. */
  preview?: boolean;
  /** The screen's moment (the preview's under `?at=`): a long expense sheet's page turns by it. */
  now?: number;
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
        {showing.kind === 'expense-sheet' && (
          <ExpenseSheetSlide key={showing.item.id} sheet={showing.sheet} now={now ?? Date.now()} />
        )}
        {showing.kind === 'quran' && <QuranReminder rod={showing.rod} onFits={keepShowing} />}
        {showing.kind === 'hadith' && <HadithSlide saying={showing.saying} />}
      </section>
    </div>
  );
}
