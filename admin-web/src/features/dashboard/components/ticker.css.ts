import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { tv } from '../dashboard-theme.css.js';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The ticker line (docs/screens.md, "The ticker line"): its own row along the bottom of the screen, one line
 * high, so it takes room from the panels above (which fit themselves) and never covers a prayer row.
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.8em',
  minWidth: 0,
  overflow: 'hidden',
  background: tv.brand,
  color: tv.onBrand,
  borderRadius: '0.5em',
  padding: '0.2em 0.8em',
  fontSize: '1.35em',
  fontWeight: 700,
  lineHeight: 1.3,
});

const scrollLtr = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });
const scrollRtl = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(50%)' } });

/** Two copies of the lines side by side, moved by half their width: the loop has no seam. */
export const track = style({
  display: 'flex',
  flex: 'none',
  whiteSpace: 'nowrap',
  animationName: scrollLtr,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': { [REDUCED_MOTION]: { animation: 'none' } },
});
// Right to left, the line comes in from the left, as the text reads.
globalStyle(`[dir="rtl"] ${track}`, { animationName: scrollRtl });

export const copy = style({ display: 'flex', flex: 'none', gap: '2.5em', paddingInlineEnd: '2.5em' });

/** Less motion: one line at a time, standing still, wrapping rather than cut. */
export const still = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
