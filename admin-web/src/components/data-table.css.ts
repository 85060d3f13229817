import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';
import { PHONE } from '../styles/media.js';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  '@media': { [PHONE]: { background: 'transparent', border: 0, overflowX: 'visible' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space.s} ${vars.space.m}`,
  fontWeight: 700,
  fontSize: '1.0625rem',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, {
  background: vars.color.page,
  fontSize: '0.8125rem',
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});
// Spacing letters apart breaks the joined letters of Arabic, Urdu and Bengali.
globalStyle(`${table} th:lang(ar), ${table} th:lang(ur), ${table} th:lang(bn)`, { letterSpacing: 'normal' });
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 0 });

// Phones: each row becomes a card, each cell a labelled line.
globalStyle(`${table} thead`, {
  '@media': {
    [PHONE]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
globalStyle(`${table} tbody tr`, {
  '@media': {
    [PHONE]: {
      display: 'block',
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      marginBottom: vars.space.s,
      padding: `${vars.space.xs} 0`,
    },
  },
});
globalStyle(`${table} tbody td`, {
  '@media': {
    [PHONE]: {
      display: 'grid',
      gridTemplateColumns: '110px 1fr',
      gap: vars.space.s,
      alignItems: 'center',
      border: 0,
      padding: `${vars.space.xs} ${vars.space.m}`,
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${table} tbody td::before`, {
  '@media': {
    [PHONE]: { content: 'attr(data-label)', fontWeight: 600, color: vars.color.muted, fontSize: '0.8125rem' },
  },
});
globalStyle(`${table} caption`, { '@media': { [PHONE]: { display: 'block', padding: `${vars.space.s} 0` } } });

export const empty = style({ padding: vars.space.l, textAlign: 'center', color: vars.color.muted });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
