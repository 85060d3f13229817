import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';
import { PHONE } from '../../styles/media.js';

export const box = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space.m} ${vars.space.l}`,
  marginBottom: vars.space.l,
  '@media': { [PHONE]: { padding: vars.space.m } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const title = style({ margin: 0, fontSize: '1.125rem' });

export const progress = style({ color: vars.color.muted, margin: `${vars.space.xs} 0 0` });

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.m} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
});

export const item = style({ display: 'grid', gridTemplateColumns: '28px 1fr', alignItems: 'start', gap: vars.space.s });

export const mark = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  fontSize: '0.875rem',
  lineHeight: 1,
});

export const markDone = style({ background: vars.color.success, borderColor: vars.color.success, color: '#fff' });

export const label = style({ fontWeight: 600 });

export const labelDone = style({ color: vars.color.muted, textDecoration: 'line-through' });

export const detail = style({ display: 'block', color: vars.color.muted, fontSize: '0.9375rem', marginTop: '2px' });

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** The method and Asr line under the timetable step. */
export const method = style({ display: 'block', marginTop: 4 });
