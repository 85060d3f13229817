import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { fontArabic, fontBody } from '../dashboard.css.js';
import { tv } from '../dashboard-theme.css.js';

/**
 * Full-screen cards of the prayer-hall phases (docs/phases.md). Sizes follow the viewport so they read the
 * same on an HD or 4K TV, a laptop or a portrait screen; the countdown's digits are at least a quarter of a
 * landscape screen's height.
 */
const PORTRAIT = '(orientation: portrait)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2vh',
  padding: '4vh 4vw',
  overflow: 'hidden',
  // The dashboard's own stack, script fonts first: without them Urdu's letters were empty boxes on the cards.
  fontFamily: fontBody,
  textAlign: 'center',
  lineHeight: 1.15,
});

export const tone = styleVariants({
  brand: { background: tv.brand, color: tv.onBrand },
  page: { background: tv.page, color: tv.text },
  black: { background: '#000', color: '#5c5c5c', cursor: 'none' },
});

export const kicker = style({
  margin: 0,
  fontSize: 'min(6vh, 5vw)',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  opacity: 0.85,
});

export const prayerName = style({ margin: 0, fontSize: 'min(24vh, 17vw)', fontWeight: 800, lineHeight: 1 });

export const detail = style({
  margin: 0,
  fontSize: 'min(7vh, 6vw)',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

export const countdownRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: '3vw',
  rowGap: '2vh',
  '@media': { [PORTRAIT]: { flexDirection: 'column' } },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const countdown = style({
  margin: 0,
  fontSize: 'min(36vh, 27vw)',
  fontWeight: 800,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
  // A portrait screen is too narrow for mm:ss a quarter of its height tall on one line: minutes above seconds.
  '@media': {
    [PORTRAIT]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      fontSize: 'min(24vh, 55vw)',
      lineHeight: 0.95,
    },
  },
});

/** The last minute before iqama stands out: the warning colour, a slow pulse (none when motion is reduced). */
export const lastMinute = style({
  color: tv.warn,
  animation: `${pulse} 1s ease-in-out infinite`,
  '@media': { [REDUCED_MOTION]: { animation: 'none' } },
});

export const lastMinuteCard = style({ boxShadow: `inset 0 0 0 1.4vh ${tv.warn}` });

export const timeOfDay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1vh',
  fontSize: 'min(6vh, 8vw)',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const timeOfDayLabel = style({
  fontSize: '0.4em',
  fontWeight: 600,
  opacity: 0.75,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

/** Prayer with mode "clock": a small, dim clock low on the screen, readable only to whoever looks for it. */
export const smallClock = style({
  position: 'absolute',
  insetBlockEnd: '4vh',
  insetInlineEnd: '4vw',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '0.6vh',
  fontSize: 'min(4.5vh, 4vw)',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: '#6b6b6b',
});

export const smallClockSince = style({ fontSize: '0.55em', fontWeight: 500 });

export const afterPrayer = style({ justifyContent: 'flex-start', gap: '1.6vh', padding: '3.5vh 5vw' });

export const afterTitle = style({ margin: 0, fontSize: 'min(6vh, 5vw)', fontWeight: 700, color: tv.brand });

/** Ayat al-Kursi and the masjid's texts share what is left of the screen; useFitText shrinks them to fit. */
export const afterBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  maxWidth: '170vh',
  fontSize: 'min(4.6vh, 3.6vw)',
});

export const afterFit = style({
  height: '100%',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '0.7em',
});

export const arabic = style({ margin: 0, fontFamily: fontArabic, fontSize: '1.7em', lineHeight: 1.9 });

export const translation = style({
  margin: 0,
  fontSize: '1em',
  lineHeight: 1.45,
  textAlign: 'justify',
  textAlignLast: 'center',
});

export const reference = style({ margin: 0, fontSize: '0.8em', color: tv.muted });

export const ownTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.2vh',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ownText = style({
  margin: 0,
  padding: '1vh 2vw',
  borderRadius: '1vh',
  background: tv.surface,
  border: `1px solid ${tv.border}`,
  fontSize: '1.05em',
  fontWeight: 600,
  whiteSpace: 'pre-line',
});

/** Bottom left, clear of the cards' titles and of the small clock of the dark screen (bottom right). */
export const previewMark = style({
  position: 'fixed',
  insetBlockEnd: '1vh',
  insetInlineStart: '1vh',
  zIndex: 1100,
  padding: '0.4em 0.8em',
  borderRadius: '0.4em',
  background: '#7a1fa2',
  color: '#fff',
  // At least 18 px on a 1080 px screen, portrait or landscape (docs/hall-screen.md).
  // The dashboard's stack, script fonts first: Urdu's "پیش نظارہ" lost its last letter to an empty box.
  font: `600 max(12px, min(1.8vh, 1.8vw)) ${fontBody}`,
  letterSpacing: '0.05em',
  pointerEvents: 'none',
});
