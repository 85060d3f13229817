import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/** One column that reads on a 360 px phone and stays a comfortable line length on a wide screen. */
export const page = style({
  padding: vars.space.m,
  maxWidth: '920px',
  margin: '0 auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
  boxSizing: 'border-box',
});

export const heading = style({ margin: '0 0 4px', fontSize: '1.7rem', color: vars.color.brand });
export const intro = style({ margin: `0 0 ${vars.space.m}`, lineHeight: 1.5 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'flex-end',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.m,
  marginBottom: vars.space.m,
});
export const placeForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'flex-end',
  flex: '1 1 260px',
  minWidth: 0,
});
export const placeField = style({ flex: '1 1 180px', minWidth: 0, margin: 0 });
export const filter = style({ flex: '1 1 200px', maxWidth: '320px', minWidth: 0, margin: 0 });

export const status = style({ margin: `0 0 ${vars.space.m}`, fontWeight: 600 });
export const note = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.muted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });
export const row = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space.s} ${vars.space.m}`,
  overflowWrap: 'anywhere',
});
export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: `0 ${vars.space.m}`,
});
export const name = style({ margin: 0, fontSize: '1.15rem' });
/** The distance and the Follow button, kept together at the row's end. */
export const rowEnd = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.s,
  marginInlineStart: 'auto',
});
export const distance = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const times = style({ margin: `${vars.space.xs} 0 0`, lineHeight: 1.5 });
export const timeLine = style({ margin: 0 });
globalStyle(`${timeLine} strong`, { fontVariantNumeric: 'tabular-nums' });
export const muted = style({ color: vars.color.muted });
export const more = style({ marginTop: vars.space.m });
export const credit = style({ marginTop: vars.space.l, fontSize: '0.85rem' });
