import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { PHONE } from '../../../styles/media.js';
import { vars } from '../../../styles/theme.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const claimForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 220px) minmax(200px, 1fr) auto',
  gap: vars.space.m,
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});

export const claimButton = style({ marginTop: '28px', '@media': { [PHONE]: { marginTop: 0 } } });

/** On the field's wrapper (TextField puts className there): only its input is styled as a code. */
export const codeInput = style({});
globalStyle(`${codeInput} input`, { fontFamily: vars.font.mono, letterSpacing: '0.2em', textTransform: 'uppercase' });

export const sectionTitle = style({ margin: `0 0 ${vars.space.s}`, fontSize: '1.1rem' });

export const hint = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.muted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(400px, 1fr))',
  gap: vars.space.m,
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});

export const screenCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  flexWrap: 'wrap',
});

export const screenName = style({ margin: 0, fontSize: '1.15rem', overflowWrap: 'anywhere' });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '2px 10px',
  borderRadius: '999px',
  fontSize: '0.85rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '::before': { content: '""', width: '8px', height: '8px', borderRadius: '50%', background: 'currentColor' },
});

export const badge = styleVariants({
  online: [badgeBase, { background: '#e3f3e8', color: vars.color.success }],
  // Dark by its night schedule (docs/screens.md, "The screen's night"): night colours, neither alarm nor green.
  dark: [badgeBase, { background: '#1f2a44', color: '#e8ecf8' }],
  offline: [badgeBase, { background: '#fbe9e7', color: vars.color.danger }],
  waiting: [badgeBase, { background: '#fff4d6', color: vars.color.warn }],
  unpaired: [badgeBase, { background: '#eceff1', color: vars.color.muted }],
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `4px ${vars.space.m}`,
  margin: 0,
  fontSize: '0.95rem',
});

export const figureTerm = style({ color: vars.color.muted });
export const figureValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const warning = style({ color: vars.color.danger, fontWeight: 600 });

export const pending = style({ margin: 0, color: vars.color.warn, fontSize: '0.9rem' });

export const screenshot = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  background: '#111',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const caption = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted, fontSize: '0.85rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const settingsGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.m,
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.m,
  margin: 0,
});

/** The card's line about the screen's sound (docs/sound.md, "Per screen"): a quiet note, or a warning. */
export const soundNote = styleVariants({
  note: { margin: 0, color: vars.color.muted, fontSize: '0.9rem' },
  warn: { margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: '0.95rem' },
});

/** A number of at most three digits: no need for the dialog's whole width. */
export const volumeField = style({ maxWidth: '16rem' });

/** The note under a screen dark by its night schedule: a state, not a warning. */
export const darkNote = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
