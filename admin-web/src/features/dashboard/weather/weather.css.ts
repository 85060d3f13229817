import { style } from '@vanilla-extract/css';
import { tv } from '../dashboard-theme.css.js';

const NARROW = 'screen and (max-width: 959px)';

/** Beside the masjid's name: the icon about as tall as the name, the temperature in the name's size. */
export const weather = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.3em',
  flex: '0 0 auto',
  margin: 0,
  color: tv.text,
  whiteSpace: 'nowrap',
});

export const icon = style({
  width: '3.2em',
  height: '3.2em',
  flex: '0 0 auto',
  '@media': { [NARROW]: { width: '2.4em', height: '2.4em' } },
});

export const temperature = style({
  fontSize: '2.1em',
  fontWeight: 700,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [NARROW]: { fontSize: '1.6em' } },
});
