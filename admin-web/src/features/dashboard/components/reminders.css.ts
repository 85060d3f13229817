import { globalStyle, style } from '@vanilla-extract/css';
import { tv } from '../dashboard-theme.css.js';
import { fontArabic } from '../dashboard.css.js';

const NARROW = 'screen and (max-width: 959px)';

export const reminders = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6em',
  flex: '1 1 auto',
  minHeight: 0,
});
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflow: 'hidden',
  '@media': { [NARROW]: { maxHeight: 'none' } },
});
// A block squeezed below a heading and a line (a portrait screen's short panel under Ramadan or Eid cards)
// shows nothing rather than a cut-off heading (docs/hall-screen.md).
globalStyle(`${block} > *`, { '@container': { '(max-height: 4.5em)': { display: 'none' } } });
export const quranBlock = style([
  block,
  { flex: '1.35 1 0', containerType: 'size', '@media': { [NARROW]: { flex: 'none', containerType: 'normal' } } },
]);
export const hadithBlock = style([
  block,
  {
    flex: '1 1 0',
    containerType: 'size',
    borderTop: `1px solid ${tv.border}`,
    paddingTop: '0.5em',
    '@media': { [NARROW]: { flex: 'none', containerType: 'normal' } },
  },
]);
export const fit = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'hidden',
  '@media': { [NARROW]: { overflow: 'visible' } },
});
// Text that cannot fit at a readable size loses its optional parts first (use-fit-text.ts).
globalStyle(`${fit}[data-fit="short"] [data-fit-optional]`, { display: 'none' });
/**
 * The verse's shorter forms (reminders-panel.tsx): 1 its first aya, 2 that aya's Arabic, 3 its translation,
 * 4 the translation without the reference line.
 */
export const quranFit = style({});
globalStyle(`${quranFit}[data-fit-level] [data-aya="more"]`, { display: 'none' });
globalStyle(`${quranFit}[data-fit-level="2"] [data-part="translation"]`, { display: 'none' });
globalStyle(`${quranFit}:is([data-fit-level="3"], [data-fit-level="4"]) [data-part="arabic"]`, { display: 'none' });
globalStyle(`${quranFit}[data-fit-level="4"] [data-part="reference"]`, { display: 'none' });
export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '0.6em',
  flex: 'none',
});
export const sura = style({
  margin: '0 0 0.2em',
  fontSize: '1.2em',
  fontWeight: 700,
  // Room above and below for the Arabic name's tall marks, which a tighter line would cut off.
  lineHeight: 1.6,
  color: tv.brand,
});
export const arabic = style({
  margin: '0.15em 0 0.35em',
  fontFamily: fontArabic,
  fontSize: '2em',
  lineHeight: 1.8,
  direction: 'rtl',
  textAlign: 'end',
});
export const translation = style({ margin: '0 0 0.45em', fontSize: '1.3em', lineHeight: 1.35 });
export const hadithText = style({
  margin: '0 0 0.4em',
  fontSize: '1.3em',
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
export const reference = style({ margin: 0, fontSize: '0.95em', color: tv.muted });
