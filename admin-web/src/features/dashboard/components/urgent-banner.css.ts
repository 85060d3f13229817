import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { root } from '../dashboard.css.js';
import { tv } from '../dashboard-theme.css.js';
import { overlay } from '../phases/phase-cards.css.js';

/**
 * The urgent banner (docs/urgent-message.md): a full-width strip across the top of the screen frame, over
 * the dashboard and over every phase card. While it shows, the dashboard and the cards start below it, so
 * it never covers the clock, the table or the iqama countdown's digits: the cards centre their content in
 * what is left. On a phone it is the page's first row and stays at the top while the page scrolls.
 *
 * The whole layout, banner included, moves by the burn-in shift of a few pixels (docs/hall-screen.md#burn-in).
 *
 * Sizes are of the screen frame (a size container from 960 px; below that, the viewport), like the rest
 * of the layout, so a 4K screen, an HD one and a portrait one look alike.
 */
const WIDE = 'screen and (min-width: 960px)';
/** The strip's height on a screen: an eighth of a landscape screen, less on a tall portrait one. */
export const BANNER_HEIGHT = 'min(12cqh, 13cqw)';

export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: 1050,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  // The root's own padding, in its own em (the banner keeps the root's font size on a phone): edge to edge.
  margin: '-0.8em -0.8em 0',
  lineHeight: 1.2,
  '@media': {
    [WIDE]: {
      position: 'fixed',
      insetBlockStart: 0,
      insetInlineStart: 0,
      insetInlineEnd: 0,
      margin: 0,
      height: BANNER_HEIGHT,
      fontSize: `calc(${BANNER_HEIGHT} * 0.3)`,
    },
  },
});

/**
 * What the text fit shrinks: its font size is set in % of the banner's, so the fit starts from the strip's
 * own size rather than the dashboard's.
 */
export const fit = style({ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' });

export const row = style({
  // Never shorter than its text: what does not fit overflows downwards, where the fit measures it.
  flex: '1 0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: '0.8em',
  margin: 0,
  padding: '0.35em 1em',
  fontWeight: 700,
  // On a phone the strip is as tall as its text: no shared fixed height to divide.
  '@media': { 'screen and (max-width: 959px)': { flex: 'none', fontSize: '1.1em' } },
});

export const tone = styleVariants({
  // The same red on every theme: white on it reads at 6.4:1.
  masjid: { background: '#b3261e', color: '#ffffff' },
  server: { background: tv.brand, color: tv.onBrand },
});

export const label = style({
  flex: 'none',
  padding: '0.1em 0.5em',
  border: '0.1em solid currentColor',
  borderRadius: '0.3em',
  fontSize: '0.7em',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const text = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

// While the banner shows, the dashboard and the phase cards begin below it (docs/urgent-message.md).
globalStyle(`${root}:has(> ${banner})`, {
  '@media': { [WIDE]: { paddingBlockStart: `calc(${BANNER_HEIGHT} + 0.9em)` } },
});
globalStyle(`${root}:has(> ${banner}) ${overlay}`, {
  '@media': { [WIDE]: { paddingBlockStart: `calc(${BANNER_HEIGHT} + 4vh)` } },
});
