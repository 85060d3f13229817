import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';

export const card = style({ marginBlockEnd: vars.space.l });

/** On the 29th the question stands out: it is the evening's one task. */
export const asking = style({ borderInlineStart: `4px solid ${vars.color.accent}` });

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.15rem' });

export const line = style({ margin: `0 0 ${vars.space.s}`, color: vars.color.muted });

export const question = style({ margin: `0 0 ${vars.space.m}`, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

/** An answer names the month and its date, longer than a phone is wide: it wraps inside the button. */
export const answer = style({
  // Doubled to outweigh the button's own nowrap whatever order the stylesheets load in.
  selectors: {
    '&&': { whiteSpace: 'normal', textAlign: 'start', maxWidth: '100%', paddingBlock: vars.space.xs },
  },
});
