import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: '0.875rem', color: vars.color.text });

export const labelRow = style({ display: 'flex', alignItems: 'baseline' });

export const required = style({ color: vars.color.danger, marginInlineStart: '2px', fontWeight: 600 });

export const control = style({
  width: '100%',
  height: '44px',
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1rem',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled, &[readonly]': { background: vars.color.page, color: vars.color.muted },
  },
});

export const textarea = style([
  control,
  { height: 'auto', minHeight: '88px', padding: vars.space.s, resize: 'vertical' },
]);

export const hint = style({ fontSize: '0.8125rem', color: vars.color.muted, whiteSpace: 'pre-line' });

export const error = style({ fontSize: '0.8125rem', color: vars.color.danger, fontWeight: 500 });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, minHeight: '40px' });

export const checkbox = style({ width: '20px', height: '20px', accentColor: vars.color.brand, margin: 0 });
