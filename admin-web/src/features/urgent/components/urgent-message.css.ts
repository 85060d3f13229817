import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';

export const card = style({ marginBlockEnd: vars.space.l });

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.15rem' });

export const intro = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.muted });

export const current = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  marginBlockEnd: vars.space.m,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
});

export const currentText = style({ flex: '1 1 16rem', margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const currentEnd = style({ margin: 0, color: vars.color.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
