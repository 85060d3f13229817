import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { PHONE } from '../../../styles/media.js';

export const posters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.s,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.m}`,
});
export const poster = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const posterImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  background: vars.color.page,
  borderRadius: vars.radius.small,
});
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.m}`,
  margin: `${vars.space.s} 0`,
});
export const choicesLegend = style({ fontWeight: 600, marginBottom: vars.space.xs });
export const hint = style({ flexBasis: '100%', margin: 0, color: vars.color.muted, fontSize: '0.875rem' });

/** One item or the upload form: its parts one under the other, each the card's width. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.page,
  minWidth: 0,
  '@media': { [PHONE]: { padding: vars.space.s } },
});
export const heading = style({ margin: 0 });
export const list = style({ listStyle: 'none', padding: 0, margin: 0 });
export const muted = style({ color: vars.color.muted, fontSize: '0.875rem' });
export const error = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontSize: '0.875rem' });
/** Why a poster or a video could not be deleted, under it. */
export const problem = style({ margin: 0, color: vars.color.danger, fontSize: '0.875rem' });
