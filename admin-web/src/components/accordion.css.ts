import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const header = style({ margin: 0 });

export const trigger = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.m}`,
  background: 'transparent',
  border: 0,
  font: 'inherit',
  fontSize: '1.0625rem',
  fontWeight: 700,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:hover': { background: vars.color.page } },
});

export const chevron = style({
  transition: 'transform 150ms',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const badge = style({
  marginInlineStart: vars.space.s,
  padding: `0 ${vars.space.s}`,
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: '0.75rem',
  fontWeight: 700,
});

export const content = style({
  padding: `0 ${vars.space.m} ${vars.space.m}`,
  // Kept mounted while closed (forceMount), so closing must hide it here.
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});
