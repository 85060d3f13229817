import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { PHONE } from '../../../styles/media.js';

export const panel = style({ marginTop: vars.space.l });

export const heading = style({ margin: `0 0 ${vars.space.s}`, fontSize: '1.15rem' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const entry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.surface,
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.m}`,
});

export const when = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const who = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const summary = style({ flexBasis: '100%', overflowWrap: 'anywhere' });

export const masjid = style({ color: vars.color.brand, fontWeight: 600 });

export const details = style({ marginTop: vars.space.xs });

export const diffTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginTop: vars.space.s,
  fontSize: '0.9rem',
  tableLayout: 'fixed',
  '@media': { [PHONE]: { fontSize: '0.8rem' } },
});

export const cell = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const before = style([
  cell,
  { color: vars.color.danger, textDecoration: 'line-through', textDecorationThickness: '1px' },
]);
export const after = style([cell, { color: vars.color.success }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, marginTop: vars.space.s });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'end',
  marginBottom: vars.space.m,
});
