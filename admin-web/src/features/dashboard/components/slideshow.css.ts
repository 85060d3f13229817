import { globalStyle, style } from '@vanilla-extract/css';
import { SLIDE_ANIMATION_MS } from '@core/dashboard/slides.js';
import { tv } from '../dashboard-theme.css.js';

const NARROW = 'screen and (max-width: 959px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const seconds = `${SLIDE_ANIMATION_MS / 1000}s`;

/** The slides are stacked in one box of fixed size: changing slide never changes the layout. */
export const stage = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  '@media': { [NARROW]: { flex: 'none', height: '26em' } },
});

export const slide = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  opacity: 0,
  visibility: 'hidden',
  transform: 'translateX(6%)',
  transition: `opacity ${seconds} ease, transform ${seconds} ease, visibility 0s linear ${seconds}`,
  '@media': { [REDUCED_MOTION]: { transition: 'none', transform: 'none' } },
});
export const activeSlide = style({
  opacity: 1,
  visibility: 'visible',
  transform: 'none',
  transition: `opacity ${seconds} ease, transform ${seconds} ease, visibility 0s`,
});

export const slideTitle = style({
  margin: '0 0 0.3em',
  fontSize: '1.7em',
  fontWeight: 800,
  lineHeight: 1.15,
  color: tv.brand,
  overflowWrap: 'anywhere',
});
export const slideText = style({
  margin: '0 0 0.5em',
  fontSize: '1.2em',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
export const announcementText = style({
  margin: '0 0 0.5em',
  fontSize: '1.75em',
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
export const fit = style({ flex: '1 1 auto', minHeight: 0, overflow: 'hidden' });
// A slide that does not fit at the readable size leaves out what is marked optional (its picture).
globalStyle(`${fit}[data-fit="short"] [data-fit-optional]`, { display: 'none' });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.6em',
  marginTop: '0.4em',
});
export const dots = style({ display: 'flex', gap: '0.35em', flexWrap: 'wrap' });
export const dot = style({ width: '0.6em', height: '0.6em', borderRadius: '50%', background: tv.border });
export const activeDot = style({ background: tv.brand });
export const nextButton = style({
  font: 'inherit',
  fontSize: '1em',
  fontWeight: 700,
  padding: '0.2em 0.9em',
  borderRadius: '0.4em',
  border: `1px solid ${tv.border}`,
  background: tv.surface,
  color: tv.brand,
  cursor: 'pointer',
  ':focus-visible': { outline: `0.15em solid ${tv.accent}`, outlineOffset: '0.1em' },
});

export const amounts = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '1.45em',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${amounts} td`, {
  padding: '0.28em 0.2em',
  borderBottom: `1px solid ${tv.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
globalStyle(`${amounts} td:last-child`, {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  paddingInlineStart: '0.8em',
  fontWeight: 700,
});
globalStyle(`${amounts} tfoot td`, { borderBottom: 0, borderTop: `2px solid ${tv.text}`, fontWeight: 800 });

// Each fund takes the height of its lines or its ring, whichever is taller, so a long name never runs into the
// next fund; the slide's text (and the rings, sized in em) shrinks when two funds do not fit (slides.tsx).
export const funds = style({
  display: 'grid',
  gridTemplateRows: 'repeat(2, auto)',
  alignContent: 'space-evenly',
  gap: '0.6em',
  flex: '1 1 auto',
  minHeight: 0,
});
export const fund = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.9fr) minmax(0, 1.1fr)',
  gap: '0.8em',
  alignItems: 'center',
  minHeight: 0,
});
export const fundName = style({
  margin: '0 0 0.2em',
  fontSize: '1.45em',
  fontWeight: 800,
  overflowWrap: 'anywhere',
  lineHeight: 1.15,
});
export const fundLine = style({ margin: '0.1em 0', fontSize: '1.15em', fontVariantNumeric: 'tabular-nums' });
export const fundMuted = style({ color: tv.muted });
export const ring = style({
  color: tv.brand,
  position: 'relative',
  width: '100%',
  height: '7.5em',
});
export const ringLabel = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  fontSize: '1.7em',
  fontWeight: 800,
  color: tv.brand,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

export const announcementImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '45%',
  objectFit: 'contain',
  margin: '0 auto 0.6em',
  borderRadius: '0.4em',
});
export const dates = style({ margin: '0 0 0.4em', color: tv.muted, fontSize: '1em' });
