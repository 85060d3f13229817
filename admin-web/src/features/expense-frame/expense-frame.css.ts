import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/** A plain page made for an iframe on the masjid's website: no navigation, fluid width, no outer margin. */
export const page = style({
  padding: vars.space.m,
  maxWidth: '1100px',
  margin: '0 auto',
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const title = style({ margin: '0 0 4px', fontSize: '1.6rem', color: vars.color.brand });
export const subtitle = style({ margin: '0 0 16px', color: vars.color.muted });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.m,
  marginBottom: vars.space.m,
});
export const sectionTitle = style({ margin: '0 0 12px', fontSize: '1.2rem' });
export const funds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.m,
});
export const fund = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.m,
  alignItems: 'center',
});
export const ring = style({ position: 'relative', width: '96px', height: '96px', color: vars.color.brand });
export const ringLabel = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 800,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});
export const fundName = style({ margin: '0 0 2px', fontSize: '1.05rem', overflowWrap: 'anywhere' });
export const line = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const muted = style({ color: vars.color.muted });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, {
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.muted,
});
globalStyle(`${table} td:last-child, ${table} th:last-child`, { textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${table} tfoot td`, { fontWeight: 800, borderBottom: 0, borderTop: `2px solid ${vars.color.text}` });
export const description = style({ margin: '0 0 8px', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const message = style({ color: vars.color.muted, padding: vars.space.m });
