import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { itemFields } from './configuration.css.js';

/** The sounds to choose from: a plain list, each with its Listen button. */
export const library = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.m}` });

/** A prayer's four fields, aligned by their labels (the minutes field has a hint under it). */
export const prayerFields = style([itemFields, { alignItems: 'start' }]);

/** The upload form and a recording being edited: file, name and credit side by side, stacked on a phone. */
export const upload = style({ gridTemplateColumns: 'minmax(0, 1fr)', marginBottom: vars.space.l });
export const uploadFields = style([
  itemFields,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', alignItems: 'start' },
]);

/** A recording's name, then its length and credit, wrapping within its row. */
export const soundText = style({ overflowWrap: 'anywhere', alignSelf: 'center' });
export const soundMeta = style({ color: vars.color.muted });

/** An anchored sound: its four fields, then its Remove button (below them on a phone). */
export const anchoredRow = style({
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const remove = style({ alignSelf: 'end' });

/** Its fields: the anchor's words are the longest, the minutes the shortest; one under another on a phone. */
export const anchoredFields = style([
  itemFields,
  {
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1.6fr) minmax(10rem, 0.8fr) minmax(0, 1.5fr)',
    '@media': {
      'screen and (max-width: 60rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      'screen and (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);
