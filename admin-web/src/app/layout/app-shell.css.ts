import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';
import { CONTENT_MAX_WIDTH, DRAWER_WIDTH, NARROW, WIDE } from '../../styles/media.js';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  // The start side, off screen: a right-to-left page scrolls toward the left, so 'left' would widen it.
  insetInlineStart: '-9999px',
  top: 0,
  zIndex: vars.layer.tooltip,
  background: vars.color.surface,
  padding: vars.space.s,
  selectors: { '&:focus': { insetInlineStart: vars.space.s, top: vars.space.s } },
});

export const appBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.appBar,
  background: vars.color.brand,
  color: '#fff',
  boxShadow: '0 2px 6px rgba(0,0,0,0.2)',
});

export const appBarInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  maxWidth: CONTENT_MAX_WIDTH,
  margin: '0 auto',
  padding: `0 ${vars.space.m}`,
  minHeight: '56px',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: '#fff',
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '1.25rem',
  letterSpacing: '0.02em',
  marginRight: 'auto',
  padding: `${vars.space.xs} 0`,
});

export const logoMark = style({ width: '28px', height: '28px' });

export const wideNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  // A super admin's twelve items (Councils among them) do not fit at 1366 px in every language: a second
  // row rather than a page that scrolls sideways.
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  minWidth: 0,
  '@media': { [NARROW]: { display: 'none' } },
});

const barLinkBase = {
  color: '#fff',
  textDecoration: 'none',
  padding: `${vars.space.s} ${vars.space.s}`,
  borderRadius: vars.radius.small,
  fontWeight: 500,
  fontSize: '0.9375rem',
  background: 'transparent',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
} as const;

export const barLink = style({
  ...barLinkBase,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.14)' },
    '&[aria-current="page"]': { background: 'rgba(255,255,255,0.2)' },
    '&:focus-visible': { outlineColor: '#fff' },
  },
});

export const menuButton = style({
  ...barLinkBase,
  fontSize: '1.5rem',
  lineHeight: 1,
  padding: vars.space.s,
  '@media': { [WIDE]: { display: 'none' } },
  selectors: { '&:focus-visible': { outlineColor: '#fff' } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(0,0,0,0.45)',
  zIndex: vars.layer.drawer,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: DRAWER_WIDTH,
  maxWidth: '85vw',
  zIndex: vars.layer.drawer,
  background: vars.color.surface,
  boxShadow: '4px 0 24px rgba(0,0,0,0.25)',
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.m,
  background: vars.color.brand,
  color: '#fff',
  fontWeight: 800,
  fontSize: '1.125rem',
});

export const drawerLink = style({
  display: 'block',
  padding: `${vars.space.m} ${vars.space.m}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  border: 0,
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.page },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700, background: vars.color.page },
  },
});

export const main = style({ flex: 1, width: '100%' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.muted,
  fontSize: '0.875rem',
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  justifyContent: 'space-between',
  maxWidth: CONTENT_MAX_WIDTH,
  margin: '0 auto',
  padding: vars.space.m,
});

export const footerLink = style({ color: vars.color.brand });
