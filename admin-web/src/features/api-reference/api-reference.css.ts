import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const page = style({
  padding: vars.space.m,
  maxWidth: '1100px',
  margin: '0 auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const heading = style({ margin: '0 0 4px', fontSize: '1.7rem', color: vars.color.brand });
export const intro = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.muted });
export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: `0 0 ${vars.space.l}`,
  padding: 0,
  listStyle: 'none',
});
export const group = style({
  margin: `${vars.space.l} 0 ${vars.space.s}`,
  fontSize: '1.3rem',
  color: vars.color.brand,
});
export const operation = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.m,
  marginBottom: vars.space.s,
});
export const line = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'baseline', margin: 0 });
export const path = style({ fontFamily: vars.font.mono, fontSize: '0.95rem', overflowWrap: 'break-word' });
const badge = {
  display: 'inline-block',
  minWidth: '4.2em',
  textAlign: 'center',
  borderRadius: '4px',
  padding: '1px 6px',
  fontFamily: vars.font.mono,
  fontWeight: 700,
  fontSize: '0.8rem',
  color: '#fff',
} as const;
export const method = styleVariants({
  get: { ...badge, background: '#1f6f4a' },
  post: { ...badge, background: '#1d4f91' },
  put: { ...badge, background: '#8a5a00' },
  patch: { ...badge, background: '#6b4a91' },
  delete: { ...badge, background: '#a12b2b' },
});
export const summary = style({ margin: `${vars.space.xs} 0`, fontWeight: 600 });
export const access = style({ margin: 0, fontSize: '0.9rem', color: vars.color.muted });
export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: vars.space.s, fontSize: '0.9rem' });
export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: '4px',
  paddingInline: '0 8px',
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'break-word',
});
export const code = style({ fontFamily: vars.font.mono });
