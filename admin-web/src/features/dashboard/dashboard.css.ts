import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { tv } from './dashboard-theme.css.js';

/**
 * Designed for a prayer hall: 1920x1080 and 3840x2160 landscape screens and portrait screens fill the
 * viewport without scrolling, with every size in em of a root font size that follows the viewport, so
 * the same layout is as legible on a 4K screen as on an HD one. Below 960 px (phones) it becomes one
 * scrolling column. The slide area has a fixed size, so rotating slides never move anything else.
 */
const LANDSCAPE = 'screen and (min-width: 960px) and (orientation: landscape)';
const PORTRAIT = 'screen and (min-width: 960px) and (orientation: portrait)';
const NARROW = 'screen and (max-width: 959px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const fontBody = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
export const fontArabic = "'Amiri', 'Scheherazade New', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'Geeza Pro', 'Traditional Arabic', serif";

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
  '@media': {
    [LANDSCAPE]: {
      height: '100vh',
      overflow: 'hidden',
      gridTemplateRows: 'auto minmax(0, 1fr)',
      alignContent: 'stretch',
      fontSize: `calc(min(1.06vw, 1.95vh) * ${tv.scale})`,
      padding: '0.9em 1.1em',
    },
    [PORTRAIT]: {
      height: '100vh',
      overflow: 'hidden',
      gridTemplateRows: 'auto minmax(0, 1fr)',
      alignContent: 'stretch',
      fontSize: `calc(min(2.3vw, 1.3vh) * ${tv.scale})`,
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
  '@media': { [NARROW]: { flexWrap: 'wrap', gap: '0.8em' }, [PORTRAIT]: { flexWrap: 'wrap', rowGap: '0.3em' } },
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

export const countdown = style({
  flex: '0 1 auto',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [NARROW]: { textAlign: 'left', flexBasis: '100%' }, [PORTRAIT]: { flexBasis: '100%' } },
});
export const countdownMain = style({ margin: 0, fontSize: '1.75em', fontWeight: 800, color: tv.brand, whiteSpace: 'nowrap' });
export const countdownSub = style({ margin: '0.15em 0 0', fontSize: '1.15em', color: tv.muted, whiteSpace: 'nowrap' });

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
});
export const digitalSeconds = style({ fontSize: '0.5em', fontWeight: 700, color: tv.muted, marginLeft: '0.1em' });
export const digitalMeridiem = style({ fontSize: '0.45em', fontWeight: 700, marginLeft: '0.25em' });

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
      '@media': {
        [LANDSCAPE]: { gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr) minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)' },
        [PORTRAIT]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gridTemplateRows: 'auto minmax(0, 1fr)' },
      },
    },
  ],
  withoutSlides: [
    bodyBase,
    {
      '@media': {
        [LANDSCAPE]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)' },
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
export const timesPanel = style({ '@media': { [PORTRAIT]: { gridColumn: '1 / -1' } } });

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
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '1.6em',
  '@media': { [NARROW]: { fontSize: '1em' }, [LANDSCAPE]: { height: '100%' } },
});
export const tableWrap = style({
  '@media': { [LANDSCAPE]: { flex: '1 1 auto', minHeight: 0, maxHeight: '34em' } },
});
globalStyle(`${table} th`, {
  textAlign: 'left',
  fontSize: '0.6em',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: tv.muted,
  padding: '0.2em 0.35em',
});
globalStyle(`${table} td`, { padding: '0.3em 0.35em', borderTop: `1px solid ${tv.border}`, whiteSpace: 'nowrap' });
// A 360 px phone has room for the four columns only with tighter cells and the Now/Next tag under the name.
globalStyle(`${table} td, ${table} th`, { '@media': { [NARROW]: { paddingLeft: '0.2em', paddingRight: '0.2em' } } });
globalStyle(`${table} td:first-child`, { fontWeight: 700 });

export const currentRow = style({});
globalStyle(`${currentRow} td`, { background: tv.brand, color: tv.onBrand, borderTopColor: tv.brand });
export const nextRow = style({});
globalStyle(`${nextRow} td`, { background: tv.nextRow });

export const tag = style({
  display: 'inline-block',
  marginLeft: '0.4em',
  padding: '0.05em 0.45em',
  borderRadius: '1em',
  fontSize: '0.5em',
  fontWeight: 800,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  verticalAlign: '0.35em',
  background: tv.accent,
  color: tv.onAccent,
  '@media': { [NARROW]: { display: 'table', marginLeft: 0, marginTop: '0.25em', padding: '0.15em 0.5em', fontSize: '0.6em', lineHeight: 1.3, verticalAlign: 'baseline' } },
});

// On the highlighted row the tag takes the row's colours inverted, so it never disappears into the row.
globalStyle(`${currentRow} ${tag}`, { background: tv.onBrand, color: tv.brand });

export const changeCell = style({ fontSize: '0.62em', lineHeight: 1.15 });
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
export const jummahText = style({ display: 'block', fontSize: '0.85em' });
export const jummahLine = style({ display: 'block', fontSize: '0.7em', fontWeight: 600 });

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
