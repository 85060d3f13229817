import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.m,
  overflowX: 'auto',
});

export const trigger = style({
  appearance: 'none',
  background: 'transparent',
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  padding: `${vars.space.s} ${vars.space.m}`,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.muted,
  cursor: 'pointer',
  minHeight: '44px',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: '0.875rem',
  selectors: {
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
    // Spacing letters apart breaks the joined letters of Arabic, Urdu and Bengali.
    '&:lang(ar), &:lang(ur), &:lang(bn)': { letterSpacing: 'normal' },
  },
});
