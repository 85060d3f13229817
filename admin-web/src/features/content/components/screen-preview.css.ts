import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.js';

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.s,
  marginBottom: vars.space.m,
});

export const prayers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.m,
});

export const prayerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const prayerName = style({ minWidth: '8em', fontWeight: 600 });

/** A 16:9 box the width of the section; the 1920x1080 frame inside is scaled down to it. */
export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: '#000',
});

/** Pinned to the top left whatever the page's direction: it is scaled from that corner (transformOrigin). */
export const frame = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1920,
  height: 1080,
  border: 0,
  transformOrigin: '0 0',
});
