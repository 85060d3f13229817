import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/**
 * The pairing screen of the desktop app and of the web player (docs/screens.md): read from across a prayer
 * hall, the code is as large as the screen allows.
 */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '4vmin',
  background: vars.color.page,
});

export const card = style({
  width: 'min(1500px, 100%)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: '4vmin',
  display: 'grid',
  gap: '3vmin',
});

export const title = style({ margin: 0, color: vars.color.brand, fontSize: 'clamp(1.5rem, 3.6vmin, 3rem)' });

export const pairing = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '5vmin',
  alignItems: 'center',
  '@media': {
    'screen and (orientation: portrait)': { gridTemplateColumns: '1fr', justifyItems: 'center', textAlign: 'center' },
  },
});

export const steps = style({
  margin: 0,
  paddingInlineStart: '1.2em',
  fontSize: 'clamp(1rem, 2.4vmin, 2rem)',
  color: vars.color.text,
  display: 'grid',
  gap: '1vmin',
  // Read as a list also when the portrait layout centres the code under it.
  textAlign: 'start',
});

export const code = style({
  margin: '2vmin 0',
  fontFamily: vars.font.mono,
  fontWeight: 700,
  fontSize: 'clamp(3rem, 13vmin, 12rem)',
  letterSpacing: '0.08em',
  color: vars.color.brandStrong,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const qr = style({
  padding: '1.5vmin',
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  justifySelf: 'center',
});

export const qrCaption = style({
  margin: '1vmin 0 0',
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: 'clamp(0.9rem, 1.8vmin, 1.4rem)',
});

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: 'clamp(0.9rem, 2vmin, 1.6rem)' });

export const message = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.medium,
  background: '#fdecea',
  color: vars.color.danger,
  fontWeight: 600,
});

export const row = style({ display: 'flex', gap: vars.space.m, alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 320px' });

export const actions = style({
  display: 'flex',
  gap: vars.space.m,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
});

export const link = style({
  color: vars.color.brand,
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** The QR code grows with the screen (a TV across the hall) and shrinks on a phone, never past its width. */
export const qrImage = style({
  display: 'block',
  width: 'clamp(180px, 36vmin, 560px)',
  height: 'auto',
  maxWidth: '70vw',
});
