import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.layer.tooltip,
  pointerEvents: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: vars.color.accent,
    animation: `${slide} 1.1s ease-in-out infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none', width: '100%' } } },
});

export const label = style({
  position: 'fixed',
  top: vars.space.s,
  insetInlineEnd: vars.space.s,
  zIndex: vars.layer.tooltip,
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: '#fff',
  fontSize: '0.8125rem',
  pointerEvents: 'none',
});
