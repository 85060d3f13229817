import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.l,
  transform: 'translateX(-50%)',
  zIndex: vars.layer.snackbar,
  width: 'max-content',
  maxWidth: 'calc(100vw - 24px)',
  pointerEvents: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.small,
  color: '#fff',
  boxShadow: '0 6px 20px rgba(0,0,0,0.25)',
  pointerEvents: 'auto',
  fontWeight: 500,
});

export const alert = styleVariants({
  success: [base, { background: vars.color.success }],
  warn: [base, { background: vars.color.warn }],
  error: [base, { background: vars.color.danger }],
});

export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  padding: vars.space.xs,
});
