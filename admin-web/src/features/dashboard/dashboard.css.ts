import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { tv } from './dashboard-theme.css.js';

/**
 * Designed for a prayer hall: 1920x1080 and 3840x2160 landscape screens and portrait screens fill the
 * viewport without scrolling, with every size in em of a root font size that follows the viewport, so
 * the same layout is as legible on a 4K screen as on an HD one. Below 960 px (phones) it becomes one
 * scrolling column. The slide area has a fixed size, so rotating slides never move anything else.
 *
 * Landscape and portrait are container queries on the screen frame (hall-screen/hall-screen.css.ts), not media
 * queries: a screen set to portrait on a display that is not turned in its settings rotates the frame, and
 * the layout must follow the frame (docs/hall-screen.md#per-screen-settings). Phones stay media queries.
 */
const LANDSCAPE = '(min-width: 960px) and (orientation: landscape)';
const PORTRAIT = '(min-width: 960px) and (orientation: portrait)';
const NARROW = 'screen and (max-width: 959px)';
/** Either orientation of a screen frame (a container query takes no comma list). */
const WIDE = '(min-width: 960px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// The script fonts come first and exist only on pages in their languages (docs/languages.md#fonts).
export const fontBody =
  "'Noto Sans Arabic', 'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
export const fontArabic =
  "'Amiri', 'Scheherazade New', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'Geeza Pro', 'Traditional Arabic', serif";

export const root = style({
  boxSizing: 'border-box',
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto auto',
  alignContent: 'start',
  gap: '0.7em',
  padding: '0.8em',
  background: tv.page,
  color: tv.text,
  fontFamily: fontBody,
  fontSize: `calc(16px * ${tv.scale})`,
  lineHeight: 1.3,
  '@container': {
    [LANDSCAPE]: {
      height: '100%',
      minHeight: 0,
      overflow: 'hidden',
      gridTemplateRows: 'auto minmax(0, 1fr)',
      alignContent: 'stretch',
      fontSize: `calc(min(1.06cqw, 1.95cqh) * ${tv.scale})`,
      padding: '0.9em 1.1em',
    },
    [PORTRAIT]: {
      height: '100%',
      minHeight: 0,
      overflow: 'hidden',
      gridTemplateRows: 'auto minmax(0, 1fr)',
      alignContent: 'stretch',
      fontSize: `calc(min(2.3cqw, 1.3cqh) * ${tv.scale})`,
    },
  },
});
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} a`, { color: 'inherit' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1.2em',
  background: tv.surface,
  border: `1px solid ${tv.border}`,
  borderRadius: '0.6em',
  padding: '0.6em 1em',
  minWidth: 0,
  '@media': { [NARROW]: { flexWrap: 'wrap', gap: '0.8em' } },
  '@container': { [PORTRAIT]: { flexWrap: 'wrap', rowGap: '0.3em' } },
});

export const identity = style({ flex: '1 1 16em', minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: '2.1em',
  fontWeight: 800,
  lineHeight: 1.12,
  color: tv.brand,
  overflowWrap: 'break-word',
  '@media': { [NARROW]: { fontSize: '1.6em' } },
});
globalStyle(`${name} a`, { textDecoration: 'none' });

export const address = style({ margin: '0.2em 0 0', fontSize: '1.1em', color: tv.muted, overflowWrap: 'anywhere' });

/** The options open under the links, from their left edge, never wider than the phone's screen. */
export const outsideLinks = style({
  position: 'relative',
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 1.2em',
  // A portrait screen's name column is narrow: two lines of links would push the occasion cards below
  // the screen's edge, so they share one line there (tests/e2e/occasions-dashboard.test.ts, four sessions).
  '@container': { [PORTRAIT]: { fontSize: '0.85em', gap: '0 0.6em' } },
});
/** Small and out of the way on a hall screen; its options open over the page instead of pushing it down. */
export const addToCalendar = style({ fontSize: '0.9em', marginTop: '0.3em' });
globalStyle(`${addToCalendar} > div`, {
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  width: 'min(34rem, calc(100vw - 48px))',
  boxSizing: 'border-box',
  overflowX: 'auto',
  boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
});

export const countdown = style({
  flex: '0 1 auto',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [NARROW]: { textAlign: 'start', flexBasis: '100%', minWidth: 0 } },
  '@container': { [PORTRAIT]: { flexBasis: '100%' } },
});
// On a phone the lines wrap instead of running off the screen (and making the page scroll sideways).
// At least 48 px at 1920x1080 (docs/hall-screen.md): read from the back of the hall.
export const countdownMain = style({
  margin: 0,
  fontSize: '2.4em',
  fontWeight: 800,
  color: tv.brand,
  whiteSpace: 'nowrap',
  '@media': { [NARROW]: { whiteSpace: 'normal', fontSize: '1.4em', overflowWrap: 'anywhere' } },
});
export const countdownSub = style({
  margin: '0.15em 0 0',
  fontSize: '1.15em',
  color: tv.muted,
  whiteSpace: 'nowrap',
  '@media': { [NARROW]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

export const clock = style({ flex: 'none', color: tv.text });
export const analogClock = style({
  display: 'block',
  width: '7.2em',
  height: '7.2em',
  '@media': { [NARROW]: { width: '5em', height: '5em' } },
});
export const digitalClock = style({
  margin: 0,
  fontSize: '3.4em',
  fontWeight: 800,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [NARROW]: { fontSize: '2.4em' } },
  // At least 96 px tall at 1920x1080 (docs/hall-screen.md).
  '@container': { [LANDSCAPE]: { fontSize: '5em' }, [PORTRAIT]: { fontSize: '4.4em' } },
});
/** 'am'/'pm' after a time in the table: smaller, so a big time still fits its column. */
export const meridiem = style({ fontSize: '0.5em', fontWeight: 700 });
export const digitalSeconds = style({
  fontSize: '0.5em',
  fontWeight: 700,
  color: tv.muted,
  marginInlineStart: '0.1em',
});
export const digitalMeridiem = style({ fontSize: '0.45em', fontWeight: 700, marginInlineStart: '0.25em' });

const bodyBase = style({
  display: 'grid',
  gap: '0.7em',
  minHeight: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
});
export const body = styleVariants({
  withSlides: [
    bodyBase,
    {
      '@container': {
        // Back row (docs/hall-screen.md): the times take two thirds of the width and the full height; slides and
        // reminders share the last third, so no half of the screen is left to small print.
        [LANDSCAPE]: {
          gridTemplateColumns: 'minmax(0, 1.9fr) minmax(0, 1fr)',
          gridTemplateRows: 'minmax(0, 1.15fr) minmax(0, 1fr)',
        },
        [PORTRAIT]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gridTemplateRows: 'auto minmax(0, 1fr)' },
      },
    },
  ],
  withoutSlides: [
    bodyBase,
    {
      '@container': {
        [LANDSCAPE]: { gridTemplateColumns: 'minmax(0, 1.9fr) minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)' },
        [PORTRAIT]: { gridTemplateRows: 'auto minmax(0, 1fr)' },
      },
    },
  ],
});

export const panel = style({
  background: tv.surface,
  border: `1px solid ${tv.border}`,
  borderRadius: '0.6em',
  padding: '0.7em 0.9em',
  minHeight: 0,
  minWidth: 0,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

/** The times span the full width of a portrait screen, above slides and reminders side by side. */
export const timesPanel = style({
  '@container': { [PORTRAIT]: { gridColumn: '1 / -1' }, [LANDSCAPE]: { gridRow: '1 / -1' } },
});

export const panelTitle = style({
  margin: '0 0 0.35em',
  fontSize: '1em',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: tv.muted,
});

export const dateHeading = style({ margin: 0, fontSize: '1.45em', fontWeight: 800, lineHeight: 1.2 });
export const hijriHeading = style({ margin: '0.1em 0 0.45em', fontSize: '1.2em', fontWeight: 600, color: tv.brand });

/** On big screens the table grows to fill its panel: taller rows are easier to read from afar. */
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '1.6em',
  '@media': { [NARROW]: { fontSize: '1em' } },
  // At 1920x1080 times are 65 px tall and at 1080x1920 64 px: readable from the back of a hall.
  '@container': {
    [LANDSCAPE]: { height: '100%', fontSize: '3.2em', lineHeight: 1.1 },
    [PORTRAIT]: { fontSize: '2.6em', lineHeight: 1.15 },
  },
});
export const tableWrap = style({
  '@container': { [LANDSCAPE]: { flex: '1 1 auto', minHeight: 0 } },
});
// A crowded table that does not fit at its smallest size gives up the sessions' languages and khateebs.
globalStyle(`${tableWrap}[data-fit="short"] [data-fit-optional]`, { display: 'none' });
globalStyle(`${table} th`, {
  textAlign: 'start',
  fontSize: '0.6em',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: tv.muted,
  padding: '0.2em 0.35em',
  // At least 18 px at 1080p even in a crowded table made a quarter smaller (docs/hall-screen.md).
  '@container': { [LANDSCAPE]: { fontSize: '0.4em' }, [PORTRAIT]: { fontSize: '0.4em' } },
});
globalStyle(`${table} td`, {
  padding: '0.3em 0.35em',
  borderTop: `1px solid ${tv.border}`,
  whiteSpace: 'nowrap',
  '@container': { [LANDSCAPE]: { padding: '0.06em 0.25em' }, [PORTRAIT]: { padding: '0.12em 0.25em' } },
});
// A 360 px phone has room for the four columns only with tighter cells and the Now/Next tag under the name.
globalStyle(`${table} td, ${table} th`, {
  '@media': { [NARROW]: { paddingInlineStart: '0.2em', paddingInlineEnd: '0.2em' } },
});
// On screens the names give way (a smaller size) so that the times keep theirs: the times are read from afar.
// The Now/Next tag goes under a long name ('Maghrib' in large type) instead of running into the azan column.
globalStyle(`${table} td:first-child`, {
  fontWeight: 700,
  whiteSpace: 'normal',
  '@container': { [LANDSCAPE]: { fontSize: '0.82em' }, [PORTRAIT]: { fontSize: '0.75em' } },
});

// Fixed column widths (the table's layout is fixed): sized for 'Shurooq' and '12:35 pm' on a 360 px phone.
export const nameColumn = style({
  width: '30%',
  '@media': { [NARROW]: { width: '27%' } },
  '@container': { [LANDSCAPE]: { width: '27%' }, [PORTRAIT]: { width: '26%' } },
});
export const azanColumn = style({
  width: '22%',
  '@media': { [NARROW]: { width: '26.5%' } },
  '@container': { [LANDSCAPE]: { width: '25.5%' }, [PORTRAIT]: { width: '28%' } },
});
export const iqamaColumn = style({
  width: '27%',
  '@media': { [NARROW]: { width: '26.5%' } },
  '@container': { [LANDSCAPE]: { width: '26%' }, [PORTRAIT]: { width: '28%' } },
});
export const changeColumn = style({
  width: '21%',
  '@media': { [NARROW]: { width: '20%' } },
  '@container': { [LANDSCAPE]: { width: '21.5%' }, [PORTRAIT]: { width: '18%' } },
});
export const tomorrowLabel = style({ color: tv.brand });
export const clockChangeNote = style({ display: 'block', fontSize: '0.8em', fontWeight: 800, color: tv.text });
/**
 * Under an iqama that differs from today's, while the table shows tomorrow: beside it there is no room in the
 * iqama column at 1080p, and the pill ran over the "Next change" date.
 */
export const changedMark = style({
  display: 'block',
  width: 'fit-content',
  lineHeight: 1.3,
  padding: '0 0.35em',
  borderRadius: '0.3em',
  fontSize: '0.45em',
  fontWeight: 800,
  textTransform: 'uppercase',
  verticalAlign: '0.4em',
  background: tv.accent,
  color: tv.onAccent,
  '@media': {
    [NARROW]: {
      display: 'table',
      marginInlineStart: 0,
      marginTop: '0.2em',
      fontSize: '0.6em',
      lineHeight: 1.3,
      verticalAlign: 'baseline',
    },
  },
});

export const currentRow = style({});
globalStyle(`${currentRow} td`, { background: tv.brand, color: tv.onBrand, borderTopColor: tv.brand });
export const nextRow = style({});
globalStyle(`${nextRow} td`, { background: tv.nextRow });

export const tag = style({
  display: 'inline-block',
  marginInlineStart: '0.4em',
  padding: '0.05em 0.45em',
  borderRadius: '1em',
  fontSize: '0.5em',
  fontWeight: 800,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  verticalAlign: '0.35em',
  background: tv.accent,
  color: tv.onAccent,
  '@media': {
    [NARROW]: {
      display: 'table',
      marginInlineStart: 0,
      marginTop: '0.25em',
      padding: '0.15em 0.5em',
      fontSize: '0.6em',
      lineHeight: 1.3,
      verticalAlign: 'baseline',
    },
  },
});

// On the highlighted row the tag takes the row's colours inverted, so it never disappears into the row.
globalStyle(`${currentRow} ${tag}`, { background: tv.onBrand, color: tv.brand });

export const changeCell = style({
  fontSize: '0.62em',
  lineHeight: 1.15,
  '@container': { [WIDE]: { fontSize: '0.42em' } },
});
export const changeLine = style({ display: 'block' });
const blinkFrames = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.15 } });
export const blink = style({
  fontWeight: 800,
  color: tv.warn,
  animation: `${blinkFrames} 1.2s ease-in-out infinite`,
  '@media': { [REDUCED_MOTION]: { animation: 'none', textDecoration: 'underline' } },
});
globalStyle(`${currentRow} ${blink}`, { color: 'inherit' });

export const jummahCell = style({ whiteSpace: 'normal !important' as 'normal', overflowWrap: 'anywhere' });
// On a screen the Jum'ah row is read, not scanned from afar: smaller than the times, so it never pushes them off.
export const jummahText = style({
  display: 'block',
  fontSize: '0.85em',
  '@container': { [WIDE]: { fontSize: '0.5em' } },
});
export const jummahLine = style({
  display: 'block',
  fontSize: '0.7em',
  fontWeight: 600,
  '@container': { [WIDE]: { fontSize: '0.4em' } },
});

export const message = style({
  margin: 'auto',
  padding: '2em 1em',
  fontSize: '1.6em',
  textAlign: 'center',
  color: tv.muted,
});

export const fullScreenMessage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '2em',
  fontSize: 'clamp(20px, 2.4vw, 64px)',
  textAlign: 'center',
  background: tv.page,
  color: tv.text,
  fontFamily: fontBody,
});

/** Its own row below the panels, only while there is something to say: it never covers the content. */
export const notices = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '0.5em',
  alignItems: 'center',
  fontSize: '0.95em',
  selectors: { '&:empty': { display: 'none' } },
});
export const offlineMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35em',
  padding: '0.15em 0.6em',
  borderRadius: '1em',
  background: tv.surface,
  border: `1px solid ${tv.border}`,
  color: tv.muted,
  fontWeight: 600,
  '::before': { content: '""', width: '0.6em', height: '0.6em', borderRadius: '50%', background: tv.muted },
});
export const warning = style({
  padding: '0.25em 0.8em',
  borderRadius: '0.4em',
  background: tv.warn,
  color: tv.onWarn,
  fontWeight: 800,
  fontSize: '1.2em',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A bilingual screen's second name of a prayer, under the first (docs/languages.md#the-masjids-language). */
export const secondName = style({
  display: 'block',
  fontSize: '0.55em',
  fontWeight: 600,
  lineHeight: 1.2,
  opacity: 0.85,
});
/** Under the prayer table: the zone its times are in, small, so it never takes room from the times. */
export const zoneFooter = style({
  flex: 'none',
  margin: '0.3em 0 0',
  fontSize: '0.9em',
  color: tv.muted,
});

/** An Eid prayer's row on its day: in the brand colour, its times in the times' own size (they may wrap between times). */
export const eidRow = style({ color: tv.brand });
export const eidTimes = style({ whiteSpace: 'normal !important' as 'normal' });
export const eidPlace = style({ display: 'block', fontSize: '0.45em', fontWeight: 700, color: tv.muted });

/** Friday's Jumu'ah row: each session's khutbah and salah, large enough to read from the back (docs/hall-screen.md). */
// Two thirds of the times' size: at least 32 px at 1080p even when a crowded table is made a quarter smaller.
export const fridaySessions = style({
  display: 'block',
  fontSize: '0.7em',
  // A portrait table is narrower and taller: smaller there (32 px at 1080x1920), so four sessions fit.
  '@container': { [WIDE]: { fontSize: '0.66em' }, [PORTRAIT]: { fontSize: '0.5em' } },
});

/**
 * A day of Ramadan as a row of the main times (docs/jumuah-eid-ramadan.md): suhoor's end, iftar and taraweeh
 * in the times' size, each under its word; the words at least 18 px at 1080p.
 */
export const ramadanRow = style({ background: tv.surface });
export const ramadanName = style({ fontSize: '0.85em' });
export const ramadanDay = style({ display: 'block', fontSize: '0.6em', color: tv.brand });
export const ramadanCell = style({ whiteSpace: 'normal !important' as 'normal' });
export const ramadanFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  justifyContent: 'space-between',
  columnGap: '0.3em',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const ramadanFact = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' });
export const ramadanLabel = style({ fontSize: '0.45em', fontWeight: 700, color: tv.muted, lineHeight: 1.2 });
export const ramadanAfter = style({ fontSize: '0.5em', fontWeight: 700, lineHeight: 2 });

/**
 * The reminders' panel with nothing in it (no season's card, and neither the verse nor a saying fits its
 * room, reminders-panel.tsx) is left out, and its neighbour takes its place: never an empty box
 * (docs/hall-screen.md, "Text that fits").
 */
export const remindersPanel = style({});
export const slidesPanel = style({});
const REMINDER_CONTENT =
  '[data-testid="occasion-cards"], [data-testid="quran-reminder"], [data-testid="hadith-reminder"], [data-testid="no-reminders"]';
const emptyReminders = `${remindersPanel}:not(:has(${REMINDER_CONTENT}))`;
globalStyle(emptyReminders, { display: 'none' });
// Read from the grid (a :has() cannot hold another): without reminders the slides, else the times, take the room.
const withoutReminders = `${bodyBase}:not(:has(${remindersPanel} :is(${REMINDER_CONTENT})))`;
globalStyle(`${withoutReminders} > ${slidesPanel}`, {
  '@container': { [LANDSCAPE]: { gridRow: '1 / -1' }, [PORTRAIT]: { gridColumn: '1 / -1' } },
});
globalStyle(`${withoutReminders}:not(:has(> ${slidesPanel})) > ${timesPanel}`, {
  '@container': { [LANDSCAPE]: { gridColumn: '1 / -1' } },
});

/**
 * The ticker line (docs/screens.md, "The ticker line"): a last row of the panels' grid. On a landscape screen it
 * runs under the announcements and reminders column, never under the times, which keep the screen's full
 * height (the busiest day's table has no row to spare); on a portrait screen under everything, full width.
 */
export const withTicker = style({});
export const tickerPlace = style({
  minWidth: 0,
  '@container': {
    [LANDSCAPE]: { gridRow: '-2 / -1', gridColumn: '-2 / -1' },
    [PORTRAIT]: { gridRow: '-2 / -1', gridColumn: '1 / -1' },
  },
});
globalStyle(`${body.withSlides}${withTicker}`, {
  '@container': {
    [LANDSCAPE]: { gridTemplateRows: 'minmax(0, 1.15fr) minmax(0, 1fr) auto' },
    [PORTRAIT]: { gridTemplateRows: 'auto minmax(0, 1fr) auto' },
  },
});
globalStyle(`${body.withoutSlides}${withTicker}`, {
  '@container': {
    [LANDSCAPE]: { gridTemplateRows: 'minmax(0, 1fr) auto' },
    [PORTRAIT]: { gridTemplateRows: 'auto minmax(0, 1fr) auto' },
  },
});
// Alone in its column, the slides panel stops above the ticker.
globalStyle(`${withoutReminders}${withTicker} > ${slidesPanel}`, {
  '@container': { [LANDSCAPE]: { gridRow: '1 / -2' } },
});
// The times alone take the width: the ticker runs under them, across.
globalStyle(`${withoutReminders}${withTicker}:not(:has(> ${slidesPanel})) > ${timesPanel}`, {
  '@container': { [LANDSCAPE]: { gridRow: '1 / -2' } },
});
globalStyle(`${withoutReminders}${withTicker}:not(:has(> ${slidesPanel})) > ${tickerPlace}`, {
  '@container': { [LANDSCAPE]: { gridColumn: '1 / -1' } },
});

/** A word that never breaks inside, at a hyphen either ('al-Fitr'). */
export const wholeWord = style({ whiteSpace: 'nowrap' });

/** The one line shown while the browser blocks sound until a tap (docs/sound.md, "On the screen"). */
export const soundBlocked = style({
  position: 'fixed',
  left: '50%',
  bottom: '1.5vh',
  transform: 'translateX(-50%)',
  zIndex: 40,
  margin: 0,
  padding: '0.4em 1.2em',
  borderRadius: '999px',
  fontSize: 'clamp(14px, 1.4vw, 28px)',
  background: tv.surface,
  color: tv.text,
  border: `2px solid ${tv.brand}`,
  cursor: 'pointer',
});

/**
 * A paired screen's night (docs/screens.md, "The screen's night"): black over everything, phase cards
 * included, and no cursor; the dashboard goes on underneath, so the morning's first picture is current.
 */
export const night = style({
  position: 'fixed',
  inset: 0,
  zIndex: 2000,
  background: '#000',
  cursor: 'none',
});
