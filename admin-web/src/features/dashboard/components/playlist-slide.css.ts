import { style } from '@vanilla-extract/css';
import { tv } from '../dashboard-theme.css.js';

/** A poster fills the box and is drawn whole: never cropped, whatever its shape or the screen's. */
export const poster = style({
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const janazah = style({ display: 'flex', flexDirection: 'column', gap: '0.3em' });
export const deceased = style({
  margin: 0,
  fontSize: '2.2em',
  fontWeight: 800,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  color: tv.text,
});
export const line = style({ margin: 0, fontSize: '1.6em', lineHeight: 1.3, overflowWrap: 'anywhere' });
export const dua = style({ margin: '0.4em 0 0', fontSize: '1.3em', color: tv.muted });

/** The countdown to a class on its day: the line people look for, in the brand's colour. */
export const countdown = style({ margin: '0.3em 0 0', fontSize: '1.9em', fontWeight: 800, color: tv.brand });

/** An appeal: its words and the fund's progress beside the QR code (under it on a narrow box). */
export const appeal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1em',
});
export const appealWords = style({
  flex: '1 1 14em',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5em',
});
export const appealQr = style({
  flex: '0 0 auto',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.3em',
  fontSize: '1.1em',
  fontWeight: 700,
});
export const appealQrImage = style({ width: '9em', height: '9em', background: '#fff', display: 'block' });
/** Under a video in the preview: why it plays silent (docs/screens.md, "Videos"). */
export const videoNote = style({ margin: '0.4em 0 0', fontSize: '1.1em', lineHeight: 1.3, color: tv.muted });

/**
 * An expense sheet on its own (docs/screens.md, "Expense sheets"): larger than the slideshow's table, for the
 * back of the hall; the fit shrinks it to the readable size at most.
 */
export const sheet = style({ fontSize: '1.7em' });

/** Which page of a long sheet is on ("1/2"), beside its title, quieter than it. */
export const sheetPage = style({ color: tv.muted, fontWeight: 700, whiteSpace: 'nowrap' });
