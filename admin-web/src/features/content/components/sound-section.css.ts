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
