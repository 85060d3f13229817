import { createVar, globalStyle, style } from '@vanilla-extract/css';
import {
  analogClock,
  azanColumn,
  body,
  changeColumn,
  changedMark,
  digitalClock,
  eidPlace,
  iqamaColumn,
  meridiem,
  nameColumn,
  ramadanDay,
  ramadanFacts,
  ramadanLabel,
  root,
  table,
  tableWrap,
  tag,
  timesPanel,
} from '../dashboard.css.js';
import { tv } from '../dashboard-theme.css.js';

/**
 * The screen frame around the dashboard (docs/hall-screen.md). From 960 px wide it is a size container, so the
 * layout's landscape/portrait rules follow the frame; a screen set to an orientation its display does not
 * have turns the frame a quarter turn (a TV hung on its side with the computer left in landscape).
 */
const WIDE = 'screen and (min-width: 960px)';
const LANDSCAPE = '(min-width: 960px) and (orientation: landscape)';
const PORTRAIT = '(min-width: 960px) and (orientation: portrait)';
/** Either orientation (a container query takes no comma list). */
const WIDE_FRAME = '(min-width: 960px)';

export const frame = style({
  '@media': { [WIDE]: { containerType: 'size', width: '100vw', height: '100vh', overflow: 'hidden' } },
});

// Fixed to the viewport: the turned frame's untransformed box (taller than the display) never makes the page scroll.
const quarterTurn = {
  position: 'fixed',
  top: 0,
  left: 0,
  width: '100vh',
  height: '100vw',
  transformOrigin: 'top left',
  transform: 'rotate(90deg) translateY(-100%)',
} as const;

/** Set to portrait: turned only while the display itself is landscape. */
export const forcePortrait = style({ '@media': { [`${WIDE} and (orientation: landscape)`]: quarterTurn } });
/** Set to landscape: turned only while the display itself is portrait. */
export const forceLandscape = style({ '@media': { [`${WIDE} and (orientation: portrait)`]: quarterTurn } });

/** Burn-in shift in px (burn-in.ts): the padding moves, so nothing is pushed past the screen's edge. */
export const shiftX = createVar();
export const shiftY = createVar();
export const shifted = style({ vars: { [shiftX]: '0px', [shiftY]: '0px' } });
// Root and shift together: more specific than the layout's own padding, whatever order the CSS loads in.
globalStyle(`${root}${shifted}`, {
  '@container': {
    [LANDSCAPE]: {
      paddingTop: `calc(0.9em + ${shiftY})`,
      paddingBottom: `calc(0.9em - ${shiftY})`,
      paddingLeft: `calc(1.1em + ${shiftX})`,
      paddingRight: `calc(1.1em - ${shiftX})`,
    },
    [PORTRAIT]: {
      paddingTop: `calc(0.8em + ${shiftY})`,
      paddingBottom: `calc(0.8em - ${shiftY})`,
      paddingLeft: `calc(0.8em + ${shiftX})`,
      paddingRight: `calc(0.8em - ${shiftX})`,
    },
  },
});

/**
 * Large type for elderly congregations: times and clock a fifth bigger, the "next change" column dropped to
 * make room (the admin pages and the calendar still show it).
 */
export const largeType = style({});
/** Large type, unless a crowded moment made the table take normal type's size (its form 3, prayer-table.tsx). */
const largeTable = `${largeType}:not(:has(${tableWrap}[data-fit-level="3"]))`;
/** The bigger clock, unless the table gave it up to keep its size (forms 2 and 3). */
const largeClock = `${largeType}:not(:has(${tableWrap}:is([data-fit-level="2"], [data-fit-level="3"])))`;
globalStyle(`${largeTable} ${table}`, {
  '@container': { [LANDSCAPE]: { fontSize: '4em' }, [PORTRAIT]: { fontSize: '3.1em' } },
});
globalStyle(`${largeType} ${changeColumn}`, { '@container': { [WIDE_FRAME]: { width: '0' } } });
globalStyle(`${largeType} [data-column="change"], ${largeType} th:nth-child(4)`, {
  '@container': { [WIDE_FRAME]: { display: 'none' } },
});
// The dropped column's width goes to the names as far as their bigger type needs (a quarter more), the rest
// to the times; at normal type's size, the names keep normal type's width and the times take the rest.
globalStyle(`${largeTable} ${nameColumn}`, {
  '@container': { [LANDSCAPE]: { width: '34%' }, [PORTRAIT]: { width: '31%' } },
});
globalStyle(`${largeTable} ${azanColumn}, ${largeTable} ${iqamaColumn}`, {
  '@container': { [LANDSCAPE]: { width: '33%' }, [PORTRAIT]: { width: '34.5%' } },
});
globalStyle(`${largeType} ${azanColumn}, ${largeType} ${iqamaColumn}`, {
  '@container': { [LANDSCAPE]: { width: '36.5%' }, [PORTRAIT]: { width: '37%' } },
});
globalStyle(`${largeClock} ${digitalClock}`, {
  '@container': { [LANDSCAPE]: { fontSize: '6em' }, [PORTRAIT]: { fontSize: '5.4em' } },
});
globalStyle(`${largeClock} ${analogClock}`, {
  '@container': { [WIDE_FRAME]: { width: '9em', height: '9em' } },
});
globalStyle(`${root}${largeType}`, { fontWeight: 500 });

/** The QR code in the header: a white quiet zone keeps it scannable on the dark themes. */
export const qr = style({
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.2em',
  color: tv.muted,
  fontSize: '0.85em',
  fontWeight: 600,
  textAlign: 'center',
});
export const qrImage = style({
  display: 'block',
  width: '6.5em',
  height: '6.5em',
  background: '#ffffff',
  padding: '0.3em',
  borderRadius: '0.3em',
  '@media': { 'screen and (max-width: 959px)': { width: '5em', height: '5em' } },
});

/**
 * Layouts per role (docs/screens.md, "Roles"): at the entrance the announcements take more of the width
 * than the times, on an announcements screen most of it. Both keep the whole prayer table, its type set to
 * the narrower column (large type a tenth bigger: the column has no more room), without the next-change column.
 */
const ROLE_LAYOUTS = {
  entrance: { slides: '1.25fr', normal: '2.5em', large: '2.75em' },
  announcements: { slides: '1.7fr', normal: '2.2em', large: '2.4em' },
} as const;
for (const [role, layout] of Object.entries(ROLE_LAYOUTS)) {
  const grid = `${root}[data-role="${role}"] ${body.withSlides}`;
  globalStyle(grid, {
    '@container': { [LANDSCAPE]: { gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${layout.slides})` } },
  });
  globalStyle(`${grid} > ${timesPanel} ${table}`, { '@container': { [LANDSCAPE]: { fontSize: layout.normal } } });
  globalStyle(`${root}${largeType}[data-role="${role}"] ${body.withSlides} > ${timesPanel} ${table}`, {
    '@container': { [LANDSCAPE]: { fontSize: layout.large } },
  });
  globalStyle(`${grid} :is([data-column="change"], th:nth-child(4))`, {
    '@container': { [LANDSCAPE]: { display: 'none' } },
  });
  globalStyle(`${grid} ${changeColumn}`, { '@container': { [LANDSCAPE]: { width: '0' } } });
  globalStyle(`${grid} ${nameColumn}`, { '@container': { [LANDSCAPE]: { width: '31%' } } });
  globalStyle(`${grid} :is(${azanColumn}, ${iqamaColumn})`, { '@container': { [LANDSCAPE]: { width: '34.5%' } } });
  // The table's small words (headings, am/pm, the Now/Next tag, Ramadan's and Eid's labels) are set
  // relatively larger in the smaller table, so they stay readable from afar (18 px at 1080p).
  globalStyle(`${grid} :is(${table} th, ${meridiem}, ${ramadanLabel}, ${eidPlace}, ${changedMark})`, {
    '@container': { [LANDSCAPE]: { fontSize: '0.6em' } },
  });
  // The tag and Ramadan's day stand in the name's smaller type.
  globalStyle(`${grid} :is(${tag}, ${ramadanDay})`, { '@container': { [LANDSCAPE]: { fontSize: '0.75em' } } });
  // Ramadan's three times in two columns: the narrower cell has no room for three across.
  globalStyle(`${grid} ${ramadanFacts}`, {
    '@container': {
      [LANDSCAPE]: { gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'start', columnGap: '0.6em' },
    },
  });
}
