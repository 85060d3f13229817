import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(16, 24, 20, 0.55)',
  zIndex: vars.layer.modal,
  animation: `${fadeIn} 120ms ease-out`,
});

export const content = style({
  position: 'fixed',
  zIndex: vars.layer.modal,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(560px, calc(100vw - 24px))',
  maxHeight: 'calc(100dvh - 24px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: '0 16px 48px rgba(0,0,0,0.25)',
  padding: vars.space.l,
  animation: `${fadeIn} 120ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const title = style({ margin: 0, fontSize: '1.25rem', color: vars.color.text });

export const description = style({ margin: `${vars.space.s} 0 ${vars.space.m}`, color: vars.color.text });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.s,
  marginTop: vars.space.l,
});

export const wide = style({ width: 'min(760px, calc(100vw - 24px))' });
