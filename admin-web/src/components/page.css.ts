import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';
import { CONTENT_MAX_WIDTH, PHONE } from '../styles/media.js';

export const page = style({
  width: '100%',
  maxWidth: CONTENT_MAX_WIDTH,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m}`,
  '@media': { [PHONE]: { padding: `${vars.space.m} ${vars.space.s}` } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginBottom: vars.space.m,
});

export const title = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.25, overflowWrap: 'anywhere' });

export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.l,
  '@media': { [PHONE]: { padding: vars.space.m } },
});

export const narrowCard = style({ maxWidth: '760px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.m,
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const muted = style({ color: vars.color.muted });

export const message = style({ padding: `${vars.space.l} 0`, color: vars.color.muted, textAlign: 'center' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.s} ${vars.space.l}`,
  margin: 0,
  '@media': { [PHONE]: { gridTemplateColumns: '1fr', gap: '2px' } },
});

export const term = style({
  fontWeight: 600,
  color: vars.color.muted,
  '@media': { [PHONE]: { marginTop: vars.space.s } },
});

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const fieldset = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.l}`, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.m,
  fontSize: '1.0625rem',
  fontWeight: 700,
  color: vars.color.brand,
});

globalStyle(`${card} > :first-child`, { marginTop: 0 });
globalStyle(`${card} > :last-child`, { marginBottom: 0 });
