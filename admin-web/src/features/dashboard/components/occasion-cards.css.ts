import { globalStyle, style } from '@vanilla-extract/css';
import { tv } from '../dashboard-theme.css.js';

/**
 * Ramadan and Eid cards at the top of the reminders panel: the times panel has no room to spare on a
 * Friday with four sessions, and the verse below fits itself to what is left.
 */
/** A portrait screen's panel under the table is short: the cards a little smaller there, still 18 px or more. */
const PORTRAIT = '(min-width: 960px) and (orientation: portrait)';

export const cards = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5em', marginBottom: '0.6em', flex: 'none' });

export const card = style({
  flex: '1 1 14em',
  minWidth: 0,
  border: `2px solid ${tv.brand}`,
  borderRadius: '0.5em',
  padding: '0.35em 0.6em',
  background: tv.surface,
});

export const title = style({
  margin: 0,
  fontSize: '1.3em',
  '@container': { [PORTRAIT]: { fontSize: '0.8em' } },
  fontWeight: 800,
  color: tv.brand,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.2em 1.1em',
  margin: '0.2em 0 0',
  padding: 0,
  listStyle: 'none',
  fontSize: '1.3em',
  '@container': { [PORTRAIT]: { fontSize: '0.76em' } },
});
globalStyle(`${facts} li`, { whiteSpace: 'nowrap' });

/** A fact wraps inside its card (an Eid with several times) instead of running past its edge. */
// important: the table's cells (and so this panel's list items) are kept on one line by the dashboard's layout.
export const fact = style({
  minWidth: 0,
  maxWidth: '100%',
  whiteSpace: 'normal !important' as 'normal',
  overflowWrap: 'anywhere',
});
export const factLabel = style({ color: tv.muted, fontWeight: 600, marginInlineEnd: '0.35em' });
export const factValue = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });

export const countdown = style({
  margin: '0.25em 0 0',
  fontSize: '1.8em',
  '@container': { [PORTRAIT]: { fontSize: '0.9em' } },
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  color: tv.text,
});

export const note = style({
  '@container': { [PORTRAIT]: { fontSize: '0.76em' } },
  margin: '0.15em 0 0',
  fontSize: '1.1em',
  color: tv.muted,
  overflowWrap: 'anywhere',
});

/** Jum'ah sessions in the table's Jum'ah row: one line each. */
export const sessionList = style({ margin: 0, padding: 0, listStyle: 'none' });
export const sessionLine = style({ display: 'block', fontWeight: 600, lineHeight: 1.25 });
export const sessionTimes = style({ fontWeight: 800 });
/** A part moves to the next line whole; only a part longer than the line (a long name) wraps inside. */
export const sessionPart = style({ display: 'inline-block', maxWidth: '100%', whiteSpace: 'pre-wrap' });
export const fridayNote = style({
  display: 'block',
  fontSize: '0.45em',
  fontWeight: 700,
  color: tv.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
