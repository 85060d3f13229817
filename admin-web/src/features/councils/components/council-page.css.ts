import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';

export const section = style({ marginBlockEnd: vars.space.l });

export const heading = style({ margin: `0 0 ${vars.space.s}`, fontSize: '1.15rem' });

export const muted = style({ margin: 0, color: vars.color.muted });

/** One line per screen: its name, its status and when it was last seen. */
export const screens = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const screen = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'baseline' });

export const online = style({ color: vars.color.success, fontWeight: 600 });
export const offline = style({ color: vars.color.danger, fontWeight: 600 });
export const unpaired = style({ color: vars.color.muted, fontWeight: 600 });

export const declarations = style({ margin: 0, paddingInlineStart: vars.space.l, display: 'grid', gap: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.m, maxWidth: '36rem' });

export const councilList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });

/** Under the month question's card (which keeps its own bottom margin): close to it, apart from the next card. */
export const intro = style({ margin: `calc(-1 * ${vars.space.s}) 0 ${vars.space.l}`, color: vars.color.muted });

/** The published timetable's one line: where, which method, by whom, how many follow it. */
export const summary = style({ margin: `${vars.space.s} 0`, lineHeight: 1.5 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, marginBlockStart: vars.space.m });

export const timetableForm = style({ display: 'grid', gap: vars.space.m, marginBlockStart: vars.space.m });

/** The place and its Find button side by side, the button on the field's line. */
export const placeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'flex-end',
  maxWidth: '40rem',
});

export const toggle = style({ marginBlock: vars.space.m });

/** The coming days of the published timetable: compact, scrolled sideways only if a language's words need it. */
export const timesScroll = style({ overflowX: 'auto', marginBlock: vars.space.s });

export const times = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '0.95rem',
});

globalStyle(`${times} th, ${times} td`, {
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

globalStyle(`${times} thead th`, { fontSize: '0.8rem', color: vars.color.muted, fontWeight: 600 });

globalStyle(`${times} tbody th`, { fontWeight: 500 });

/** A phone: the day and six times share 390 px. */
globalStyle(`${times} th, ${times} td`, {
  '@media': { '(max-width: 480px)': { padding: `${vars.space.xs} 4px`, fontSize: '0.85rem' } },
});

/** What following means now, apart from the toggle's hint above it. */
export const toggleNote = style({ margin: `${vars.space.s} 0 0`, color: vars.color.muted });

/** The Salah tab's note while the azans are the council's: a calm band, not an alert. */
export const timesNote = style({
  margin: `${vars.space.s} 0`,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
});
