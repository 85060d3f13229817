import { style } from '@vanilla-extract/css';
import { fontArabic } from '../dashboard.css.js';
import { tv } from '../dashboard-theme.css.js';

/**
 * The after-prayer adhkar card (docs/adhkar.md): one dhikr at a time, the Arabic large in Amiri, the
 * translation under it. Sizes follow the viewport; useFitText shrinks a long step (Ayat al-Kursi with its
 * translation) to fit, never below the readable size.
 */
export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '2vw',
  width: '100%',
  maxWidth: '170vh',
});

export const progress = style({ margin: 0, fontSize: 'min(3.2vh, 3vw)', color: tv.muted, whiteSpace: 'nowrap' });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  maxWidth: '170vh',
  fontSize: 'min(4.6vh, 4vw)',
});

export const fit = style({
  height: '100%',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '0.9em',
  textAlign: 'center',
});

export const line = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.25em' });

export const arabicRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: '0.2em 0.6em',
});

/** The Arabic of a short dhikr, large enough to read from the back of the hall. */
export const arabic = style({ margin: 0, fontFamily: fontArabic, fontSize: '1.9em', lineHeight: 1.7 });

/** Ayat al-Kursi: a long verse, so a little smaller to start from. */
export const verse = style({ margin: 0, fontFamily: fontArabic, fontSize: '1.5em', lineHeight: 1.9 });

export const count = style({
  fontSize: '0.9em',
  fontWeight: 700,
  color: tv.brand,
  whiteSpace: 'nowrap',
});

export const meaning = style({ margin: 0, fontSize: '0.95em', lineHeight: 1.4 });

export const verseMeaning = style({
  margin: 0,
  fontSize: '0.85em',
  lineHeight: 1.45,
  textAlign: 'justify',
  textAlignLast: 'center',
});

export const reference = style({ margin: 0, fontSize: '0.7em', color: tv.muted });

/** A masjid's own item: as written, several lines kept. */
export const own = style({ margin: 0, fontSize: '1.4em', lineHeight: 1.6, whiteSpace: 'pre-line' });

export const ownArabic = style({ fontFamily: fontArabic, fontSize: '1.9em', lineHeight: 1.7 });
