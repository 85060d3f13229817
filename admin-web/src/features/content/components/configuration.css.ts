import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';
import { PHONE } from '../../../styles/media.js';

export const intro = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.muted });

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.s,
  alignItems: 'start',
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.page,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.s } },
});

export const itemFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.s,
  alignItems: 'end',
});

/**
 * An announcement's fields: columns wide enough for a date with its calendar button and room to spare
 * (at 150 px a date field was full to the edge); on a phone each field takes the whole row.
 */
export const datedFields = style([itemFields, { gridTemplateColumns: 'repeat(auto-fit, minmax(11.5rem, 1fr))' }]);
export const titleField = style({ gridColumn: 'span 2', '@media': { [PHONE]: { gridColumn: '1 / -1' } } });

export const wide = style({ gridColumn: 'span 2', '@media': { [PHONE]: { gridColumn: 'auto' } } });

export const full = style({ gridColumn: '1 / -1' });

export const itemActions = style({
  display: 'flex',
  gap: vars.space.xs,
  alignSelf: 'end',
  flexWrap: 'wrap',
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.s,
  marginTop: vars.space.m,
});

export const saveActions = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap' });

export const note = style({
  margin: `${vars.space.s} 0 0`,
  padding: vars.space.s,
  borderRadius: vars.radius.small,
  background: '#fff4e5',
  color: vars.color.warn,
  fontWeight: 500,
});

export const empty = style({ color: vars.color.muted, margin: `${vars.space.s} 0` });

export const progress = style({ fontSize: '0.875rem', color: vars.color.muted, alignSelf: 'center' });

export const sheet = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const sheetRow = style({
  display: 'grid',
  gridTemplateColumns: '2.5em minmax(0, 1fr) auto',
  gap: vars.space.s,
  alignItems: 'end',
  '@media': { [PHONE]: { gridTemplateColumns: '1.5em minmax(0, 1fr)', rowGap: vars.space.xs } },
});

export const sheetRowFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.s,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sheetRowActions = style({
  display: 'flex',
  gap: vars.space.xs,
  '@media': { [PHONE]: { gridColumn: '2' } },
});

export const rowNumber = style({ alignSelf: 'center', color: vars.color.muted, fontWeight: 600, textAlign: 'end' });

export const thumbnail = style({
  maxWidth: '160px',
  maxHeight: '100px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'contain',
  background: '#fff',
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  fontWeight: 700,
  fontSize: '0.875rem',
  color: vars.color.muted,
});

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

/** An Eid prayer a declared month moved: said beside its date, with the move one click away. */
export const moved = style({
  flexBasis: '100%',
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.small,
  background: '#fff4e5',
  color: vars.color.warn,
});
