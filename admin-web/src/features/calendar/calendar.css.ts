import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/**
 * The calendar on screen and on paper. Printed (the print view, or Ctrl+P on the page) it drops the
 * controls, keeps a month's rows together with its repeated header, starts each month on a new sheet,
 * and fits 31 two-line days on A4 and US Letter alike (no fixed page size, 10 mm margins).
 */
const PRINT = 'print';

export const page = style({
  padding: vars.space.m,
  maxWidth: '1170px',
  margin: '0 auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [PRINT]: { padding: 0, maxWidth: 'none' } },
});

export const printPage = style({ background: '#fff' });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'flex-end',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.m,
  marginBottom: vars.space.m,
  '@media': { [PRINT]: { display: 'none' } },
});
export const control = style({ minWidth: '150px', flex: '1 1 150px', margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.s, alignItems: 'center', paddingBottom: '2px' });
export const noPrint = style({ '@media': { [PRINT]: { display: 'none' } } });

/** On paper each month carries its own header line instead (a page pinned on a board says whose it is). */
export const heading = style({
  margin: '0 0 4px',
  fontSize: '1.7rem',
  color: vars.color.brand,
  '@media': { [PRINT]: { display: 'none' } },
});
export const masjid = style({
  margin: 0,
  fontWeight: 700,
  fontSize: '1.1rem',
  '@media': { [PRINT]: { display: 'none' } },
});
export const address = style({
  margin: '0 0 16px',
  color: vars.color.muted,
  '@media': { [PRINT]: { display: 'none' } },
});
export const printHeader = style({
  display: 'none',
  '@media': {
    [PRINT]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '4mm',
      margin: '0 0 1mm',
      fontSize: '8.5pt',
      color: '#333',
    },
  },
});
export const message = style({ color: vars.color.muted, padding: `${vars.space.l} 0` });

export const month = style({
  marginBottom: vars.space.l,
  '@media': {
    [PRINT]: { breakBefore: 'page', marginBottom: 0 },
  },
});
globalStyle(`${month}:first-of-type`, { '@media': { [PRINT]: { breakBefore: 'auto' } } });

export const monthTitle = style({
  margin: '0 0 8px',
  fontSize: '1.3rem',
  '@media': { [PRINT]: { fontSize: '12pt', margin: '0 0 2mm' } },
});

export const scroll = style({ overflowX: 'auto', '@media': { [PRINT]: { overflow: 'visible' } } });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.surface,
  fontSize: '0.95rem',
  // On paper: a collapsed border lies half outside the table's box, so a full-width table lost its right
  // border at the page edge; one pixel less keeps it on the sheet.
  '@media': { [PRINT]: { fontSize: '8pt', background: 'none', width: 'calc(100% - 1px)' } },
});
// Long Hijri month names ("Jumada Al-Awwal") may wrap on paper rather than push the table off the sheet.
globalStyle(`${table} td:nth-child(2)`, { '@media': { [PRINT]: { whiteSpace: 'normal' } } });
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: '4px 6px',
  textAlign: 'center',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
  '@media': { [PRINT]: { padding: '0.25mm 1mm', borderColor: '#999', lineHeight: 1.1 } },
});
globalStyle(`${table} thead th`, {
  background: vars.color.brand,
  color: '#fff',
  '@media': { [PRINT]: { background: '#e6e6e6', color: '#000', printColorAdjust: 'exact' } as Record<string, string> },
});
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} tbody tr:nth-child(even) td`, { background: '#f6f8f7' });
globalStyle(`${table} td:first-child, ${table} td:nth-child(2)`, { textAlign: 'start' });
export const lineLabel = style({ display: 'block', fontSize: '0.72em', fontWeight: 400, opacity: 0.85 });
export const iqama = style({ display: 'block', color: vars.color.muted, '@media': { [PRINT]: { color: '#333' } } });
export const friday = style({ fontWeight: 700 });

// Paper is white whatever the screen's page colour.
globalStyle('html, body', { '@media': { [PRINT]: { background: '#fff' } } });

export const monthHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.m,
});
export const zone = style({
  margin: '0 0 8px',
  fontSize: '0.8rem',
  color: vars.color.muted,
  '@media': { [PRINT]: { fontSize: '8pt', margin: '0 0 2mm' } },
});

/** A Friday's Jumu'ah line, under that day's row: one line on paper, so a month still fits its sheet. */
export const jumuahRow = style({});
globalStyle(`${table} tbody tr.${jumuahRow} td`, {
  textAlign: 'left',
  whiteSpace: 'normal',
  background: '#eef5f1',
  fontSize: '0.9em',
  '@media': { [PRINT]: { background: 'none', paddingTop: 0, paddingBottom: 0 } },
});
export const jumuahLine = style({ marginInlineStart: vars.space.m, display: 'inline-block' });
/** On a phone the table scrolls sideways: the Friday line stays in view and wraps within the screen. */
export const jumuahText = style({
  position: 'sticky',
  insetInlineStart: 0,
  maxWidth: 'calc(100vw - 48px)',
  '@media': { [PRINT]: { position: 'static', maxWidth: 'none' } },
});
