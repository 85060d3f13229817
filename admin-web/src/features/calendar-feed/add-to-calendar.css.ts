import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const box = style({
  fontFamily: vars.font.body,
  '@media': { print: { display: 'none' } },
});
// Form controls do not inherit the page's font by default: without it a select's options lack the Urdu
// and Bengali letters the page's script font carries (docs/languages.md#fonts).
globalStyle(`${box} :is(select, button, input)`, { fontFamily: 'inherit' });
export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontWeight: 600 });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  marginTop: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  maxWidth: '34rem',
});
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center' });
export const hint = style({ margin: 0, fontSize: '0.9rem', color: vars.color.muted });
