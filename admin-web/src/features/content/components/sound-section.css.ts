import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { itemFields } from './configuration.css.js';

/** The sounds to choose from: a plain list, each with its Listen button. */
export const library = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.m}` });

/** A prayer's four fields, aligned by their labels (the minutes field has a hint under it). */
export const prayerFields = style([itemFields, { alignItems: 'start' }]);
