import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { CONTENT_MAX_WIDTH } from '../../../styles/media.js';

export const strip = style({ background: vars.color.brandStrong, color: '#fff' });

export const stripInner = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.s,
  maxWidth: CONTENT_MAX_WIDTH,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.m}`,
  fontSize: '0.9375rem',
});

/** A long name is cut with an ellipsis, so the strip stays one line on a phone; the list shows it whole. */
export const current = style({
  fontWeight: 600,
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const label = style({ flex: 'none' });

export const switchButton = style({
  background: 'transparent',
  color: '#fff',
  border: '1px solid rgba(255,255,255,0.6)',
  borderRadius: vars.radius.small,
  padding: '2px 10px',
  font: 'inherit',
  cursor: 'pointer',
  flex: 'none',
  whiteSpace: 'nowrap',
  ':hover': { background: 'rgba(255,255,255,0.12)' },
});

export const results = style({
  listStyle: 'none',
  margin: `${vars.space.s} 0 0`,
  padding: 0,
  maxHeight: 'min(60vh, 420px)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const result = style({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  background: 'none',
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.page },
  ':focus-visible': { background: vars.color.page },
});

export const resultCurrent = style({ background: vars.color.page });

export const resultName = style({ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' });

export const resultMeta = style({
  color: vars.color.muted,
  fontSize: '0.875rem',
  display: 'block',
  overflowWrap: 'anywhere',
});

export const waiting = style({ color: vars.color.warn, fontWeight: 600 });
