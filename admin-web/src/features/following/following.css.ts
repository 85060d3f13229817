import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/** "Follow" beside a masjid's name: a small toggle that reads like the links around it. */
export const followButton = style({
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.brand,
  background: 'transparent',
  border: `1px solid currentColor`,
  borderRadius: '999px',
  padding: '2px 12px',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: '#fff', borderColor: vars.color.brand },
  },
});

/** One column on a phone, two cards a row on a wide screen. */
export const page = style({
  padding: vars.space.m,
  maxWidth: '1200px',
  margin: '0 auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
  boxSizing: 'border-box',
});
export const heading = style({ margin: '0 0 4px', fontSize: '1.7rem', color: vars.color.brand });
export const intro = style({ margin: `0 0 ${vars.space.m}`, lineHeight: 1.5 });
export const note = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.muted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 480px), 1fr))',
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.s,
});
export const name = style({ margin: 0, fontSize: '1.2rem' });
export const next = style({ margin: 0, fontSize: '1.15rem', lineHeight: 1.4 });
globalStyle(`${next} strong`, { fontVariantNumeric: 'tabular-nums' });
export const sub = style({ margin: 0, color: vars.color.muted });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} :is(th, td)`, {
  textAlign: 'start',
  padding: '4px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const nextRow = style({ background: '#e7f2ec', fontWeight: 700 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.s} ${vars.space.m}`,
  alignItems: 'baseline',
});
export const link = style({ fontWeight: 600 });

/** Home mode: the next prayer large on a tablet or a browser tab, readable from across a room. */
export const home = style({
  minHeight: '100vh',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'min(3vh, 24px)',
  padding: vars.space.l,
  textAlign: 'center',
  background: vars.color.brandStrong,
  color: '#fff',
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});
globalStyle(`${home} a`, { color: '#fff' });
export const homeName = style({ margin: 0, fontSize: 'clamp(1.3rem, 4vw, 2.6rem)', fontWeight: 600 });
export const homeClock = style({
  margin: 0,
  fontSize: 'clamp(1.2rem, 4vw, 2.4rem)',
  fontVariantNumeric: 'tabular-nums',
});
export const homePrayer = style({ margin: 0, fontSize: 'clamp(2.4rem, 12vw, 7rem)', fontWeight: 700, lineHeight: 1.1 });
export const homeTimes = style({ margin: 0, fontSize: 'clamp(1.3rem, 5vw, 3rem)', fontVariantNumeric: 'tabular-nums' });
export const homeCountdown = style({
  margin: 0,
  fontSize: 'clamp(1.6rem, 8vw, 4.5rem)',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accent,
  fontWeight: 700,
});
export const tapLine = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.accent,
  color: '#1c2321',
  borderRadius: vars.radius.medium,
  fontWeight: 700,
  fontSize: 'clamp(1rem, 2vw, 1.6rem)',
});
