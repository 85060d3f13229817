import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const heading = style({ margin: 0, fontSize: '1.375rem' });

export const failure = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.small,
  background: '#fbe9e7',
  color: vars.color.danger,
  fontWeight: 600,
});

export const register = style({ color: vars.color.brand, fontWeight: 600 });
