import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { NARROW } from '../../../styles/media.js';

export const intro = style({ margin: `0 0 ${vars.space.m}`, maxWidth: '60em' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.l,
  padding: vars.space.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.m } },
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.25rem' });

export const description = style({ margin: 0, color: vars.color.muted });

export const snippet = style({
  width: '100%',
  minHeight: '96px',
  padding: vars.space.s,
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.page,
  resize: 'vertical',
  wordBreak: 'break-all',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const preview = style({
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: '#fff',
  display: 'block',
});

export const previewLabel = style({
  fontWeight: 600,
  fontSize: '0.875rem',
  color: vars.color.muted,
  margin: `0 0 ${vars.space.xs}`,
});

export const notice = style({
  margin: `0 0 ${vars.space.m}`,
  padding: vars.space.s,
  borderRadius: vars.radius.small,
  background: '#fff4e5',
  color: vars.color.warn,
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineEnd: vars.space.m,
});

export const language = style({ maxWidth: 420, marginBottom: 16 });
