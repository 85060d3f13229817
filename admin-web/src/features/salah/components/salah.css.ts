import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { PHONE, WIDE } from '../../../styles/media.js';

/**
 * The tab's root carries the admin's direction (docs/languages.md "Right-to-left"): the Radix tabs around it and
 * the accordion inside it write dir="ltr" on their roots when no direction is provided, which would undo the mirroring.
 */
export const root = style({});
globalStyle(`${root} [data-orientation][dir]`, { direction: 'inherit' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  marginBottom: vars.space.m,
  // Save and Cancel stay in reach while scrolling a year of times; on phones the bar would hide too much.
  '@media': { [WIDE]: { position: 'sticky', top: '56px', zIndex: 10 } },
});

export const toolbarSpacer = style({ flex: 1 });

export const status = style({ color: vars.color.muted, fontSize: '0.875rem' });

export const problemsNote = style({ color: vars.color.danger, fontWeight: 600, fontSize: '0.875rem' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.s,
  margin: 0,
});

export const notSetup = style({
  padding: vars.space.l,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  textAlign: 'center',
  fontWeight: 600,
});

export const monthNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `${vars.space.m} 0`,
});

export const monthLink = style({
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textDecoration: 'none',
  fontSize: '0.875rem',
});

export const months = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  scrollMarginTop: '140px',
  // Months off screen are not laid out or painted until scrolled to (a year in edit mode is 4,000 inputs).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1300px',
  '@media': {
    [PHONE]: {
      overflowX: 'visible',
      background: 'transparent',
      border: 0,
      containIntrinsicSize: 'auto 9000px',
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontVariantNumeric: 'tabular-nums',
  fontSize: '0.9375rem',
});

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space.s} ${vars.space.m}`,
  fontWeight: 700,
  fontSize: '1.125rem',
  position: 'sticky',
  insetInlineStart: 0,
});

globalStyle(`${table} th, ${table} td`, {
  padding: '4px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, { background: vars.color.page, fontSize: '0.8125rem' });
globalStyle(`${table} tbody tr:nth-child(even) td, ${table} tbody tr:nth-child(even) th`, { background: '#fafbfa' });
globalStyle(`${table} tbody tr:hover td, ${table} tbody tr:hover th`, { background: '#eef5f1' });

/** The date column stays in view while the table scrolls sideways on a phone. */
export const dateCell = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  textAlign: 'start',
  fontWeight: 600,
  minWidth: '4.5em',
});

/**
 * Phones: a month is a column of day cards (docs/volunteer.md "Phones"), not a table of eleven time
 * columns scrolled sideways inside the page. A card is a three-column grid: the date over "Azan" and
 * "Iqmah", then a line per prayer: its name and azan (one cell on a subgrid of the first two columns), its
 * iqama. The header rows are kept for screen readers only.
 */
globalStyle(`${table} thead`, {
  '@media': {
    [PHONE]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
globalStyle(`${table} tbody tr`, {
  '@media': {
    [PHONE]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6em, auto) 1fr 1fr',
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      marginBottom: vars.space.s,
      padding: `${vars.space.xs} 0`,
    },
  },
});
globalStyle(`${table} tbody th, ${table} tbody td`, {
  '@media': { [PHONE]: { border: 0, padding: '3px 10px', textAlign: 'start', background: 'transparent' } },
});
globalStyle(`${table} tbody th[data-azan]`, {
  '@media': {
    [PHONE]: {
      position: 'static',
      gridColumn: '1 / -1',
      display: 'grid',
      gridTemplateColumns: 'subgrid',
      minWidth: 0,
      padding: 0,
      paddingInlineStart: '10px',
    },
  },
});
globalStyle(`${table} tbody th[data-azan]::before, ${table} tbody th[data-azan]::after`, {
  '@media': {
    [PHONE]: { gridRow: 1, padding: '3px 10px', fontSize: '0.8125rem', fontWeight: 600, color: vars.color.muted },
  },
});
globalStyle(`${table} tbody th[data-azan]::before`, {
  '@media': { [PHONE]: { content: 'attr(data-azan)', gridColumn: 2 } },
});
globalStyle(`${table} tbody th[data-azan]::after`, {
  '@media': { [PHONE]: { content: 'attr(data-iqama)', gridColumn: 3 } },
});
globalStyle(`${table} tbody td[data-kind=azan]`, {
  '@media': {
    [PHONE]: {
      gridColumn: '1 / span 2',
      display: 'grid',
      gridTemplateColumns: 'subgrid',
      padding: 0,
      alignItems: 'center',
    },
  },
});
globalStyle(`${table} tbody td[data-kind=azan]::before`, {
  '@media': { [PHONE]: { content: 'attr(data-label)', padding: '3px 10px', fontWeight: 600 } },
});
globalStyle(`${table} tbody td[data-kind=azan] > *, ${table} tbody td[data-kind=iqama]`, {
  '@media': { [PHONE]: { paddingInline: '10px' } },
});
globalStyle(`${table} tbody td[data-kind=iqama]`, {
  '@media': { [PHONE]: { gridColumn: 3, display: 'flex', alignItems: 'center' } },
});
globalStyle(`${table} caption`, {
  '@media': { [PHONE]: { position: 'static', display: 'block', paddingInline: 0 } },
});
// A card is one surface: the striped and hovered rows of the wide table would leave holes in it.
globalStyle(
  `${table} tbody tr:nth-child(even) td, ${table} tbody tr:nth-child(even) th, ${table} tbody tr:hover td, ${table} tbody tr:hover th`,
  { '@media': { [PHONE]: { background: 'transparent' } } },
);

export const today = style({});
globalStyle(`${today} td, ${today} th`, { background: '#fff7d6 !important' });
globalStyle(`${table} tbody tr${today}`, { '@media': { [PHONE]: { background: '#fff7d6' } } });

export const group = style({ borderInlineStart: `2px solid ${vars.color.border}` });

export const cellInput = style({
  width: '4.6em',
  height: '32px',
  padding: '0 4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  background: vars.color.surface,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      background: '#fdecea',
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-changed="true"]': { background: '#e8f3ff' },
  },
  '@media': { [PHONE]: { width: '4.2em' } },
});

export const help = style({ fontSize: '0.8125rem', color: vars.color.muted, margin: `${vars.space.s} 0` });

export const dialogSteps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const warning = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.small,
  background: '#fff4e5',
  color: vars.color.warn,
  fontWeight: 500,
});

/** A place found outside the masjid's country: said plainly, and confirmed before Finish. */
export const otherCountry = style({
  margin: `${vars.space.m} 0 0`,
  padding: vars.space.m,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.danger}`,
  background: '#fdecea',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const otherCountryTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const geo = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `2px ${vars.space.m}`,
  margin: 0,
});

export const offsets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(90px, 1fr))',
  gap: vars.space.s,
});

/** Fields share a row, each at least 16rem: the grid's 200 px columns cut "Automatic (by latitude)". */
export const sectionGrid = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'start',
});
globalStyle(`${sectionGrid} > *`, { flex: '1 1 16rem', minWidth: 0 });

/** The calculation method takes a whole row: its names are long ("Islamic Society of North America (ISNA)") and a narrow select cut them. */
export const methodField = style({ flexBasis: '100% !important' });

export const rulesWrap = style({ overflowX: 'auto', '@media': { [PHONE]: { overflowX: 'visible' } } });

export const rulesTable = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${rulesTable} th, ${rulesTable} td`, { padding: vars.space.xs, textAlign: 'start', verticalAlign: 'top' });
globalStyle(`${rulesTable} input`, { minWidth: '5em' });
// A select as wide as its longest choice: squeezed by the table it cut "Weekly" to "Weekl" at 1280 px.
globalStyle(`${rulesTable} select`, { minWidth: 'max-content' });
// Phones: a card per prayer, each field under its column's name (docs/volunteer.md "Phones").
globalStyle(`${rulesTable} thead`, {
  '@media': {
    [PHONE]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
globalStyle(`${rulesTable} tbody tr`, {
  '@media': {
    [PHONE]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: `0 ${vars.space.s}`,
      borderBottom: `1px solid ${vars.color.border}`,
      padding: `${vars.space.xs} 0`,
    },
  },
});
globalStyle(`${rulesTable} tbody th, ${rulesTable} tbody td[colspan]`, {
  '@media': { [PHONE]: { gridColumn: '1 / -1' } },
});
globalStyle(`${rulesTable} tbody td[data-label]::before`, {
  '@media': {
    [PHONE]: {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.8125rem',
      fontWeight: 600,
      color: vars.color.muted,
    },
  },
});
globalStyle(`${rulesTable} tbody td select`, { '@media': { [PHONE]: { width: '100%', minWidth: 0 } } });

export const problemList = style({ margin: 0, paddingInlineStart: vars.space.l, maxHeight: '40vh', overflowY: 'auto' });

export const problemLink = style({
  background: 'none',
  border: 0,
  padding: '2px 0',
  color: vars.color.danger,
  font: 'inherit',
  fontSize: '0.875rem',
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const cellProblemList = style({
  listStyle: 'none',
  margin: `${vars.space.s} 0`,
  padding: 0,
  maxHeight: '40vh',
  overflowY: 'auto',
});

export const notSetupHint = style({
  display: 'block',
  marginTop: vars.space.s,
  fontWeight: 400,
  color: vars.color.muted,
});

export const zoneNote = style({
  alignSelf: 'center',
  marginInlineStart: 'auto',
  color: vars.color.muted,
  fontSize: '0.875rem',
});

export const yearSwitch = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});

export const yearButton = style({
  padding: `6px ${vars.space.m}`,
  border: 0,
  background: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: '#ffffff', fontWeight: 600 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '& + &': { borderInlineStart: `1px solid ${vars.color.border}` },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Cells marked for Fill down. */
globalStyle(`${cellInput}[data-selected="true"]`, { background: '#e3f0ff', boxShadow: 'inset 0 0 0 2px #1a73e8' });

/** The upload summary's two columns: the table's column, and the file's header it was read from. */
export const summaryTable = style({
  borderCollapse: 'collapse',
  marginBlock: vars.space.s,
  fontSize: '0.875rem',
});
globalStyle(`${summaryTable} th, ${summaryTable} td`, {
  textAlign: 'start',
  paddingBlock: 2,
  paddingInline: vars.space.s,
});

/** Where a country has no single authority: the common methods side by side (docs/calculation-methods.md). */
export const methodComparison = style({
  margin: `${vars.space.m} 0 0`,
  padding: vars.space.m,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const methodComparisonTitle = style({ margin: 0, fontWeight: 600 });

export const methodComparisonScroll = style({ overflowX: 'auto' });

export const methodComparisonTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${methodComparisonTable} th, ${methodComparisonTable} td`, {
  padding: `4px ${vars.space.s}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${methodComparisonTable} td`, { whiteSpace: 'nowrap' });

globalStyle(`${methodComparisonTable} tr[data-chosen] th, ${methodComparisonTable} tr[data-chosen] td`, {
  background: '#e8f3ff',
});

export const methodComparisonImport = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});
