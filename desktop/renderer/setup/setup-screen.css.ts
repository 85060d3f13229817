import { style } from '@vanilla-extract/css';
import { vars } from '../../../admin-web/src/styles/theme.css.js';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.l,
  background: vars.color.page,
});

export const card = style({
  width: 'min(640px, 100%)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.l,
});

export const choice = style({ display: 'grid', gap: vars.space.l });

export const title = style({ margin: 0, color: vars.color.brand, fontSize: '1.75rem' });

export const intro = style({ margin: 0, color: vars.color.muted });

export const row = style({ display: 'flex', gap: vars.space.m, alignItems: 'flex-end', flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 320px' });

export const actions = style({ display: 'flex', gap: vars.space.m, flexWrap: 'wrap', justifyContent: 'flex-end' });

export const message = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.medium,
  background: '#fdecea',
  color: vars.color.danger,
  fontWeight: 600,
});

export const progress = style({ margin: 0, color: vars.color.muted });

export const footer = style({
  margin: 0,
  paddingTop: vars.space.m,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: '0.9rem',
});

export const keys = style({
  fontFamily: vars.font.mono,
  padding: '1px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.page,
});
