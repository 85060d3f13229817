import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';
import { CONTENT_MAX_WIDTH, NARROW } from '../../styles/media.js';

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brand} 0%, ${vars.color.brandStrong} 100%)`,
  color: '#fff',
  padding: `${vars.space.xl} 0 96px`,
});

export const heroInner = style({ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto', padding: `0 ${vars.space.m}` });

export const title = style({ margin: 0, fontSize: 'clamp(2rem, 5vw, 3rem)', letterSpacing: '0.01em' });

export const tagline = style({ margin: `${vars.space.s} 0 0`, fontSize: '1.125rem', maxWidth: '40em', opacity: 0.92 });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.l,
  maxWidth: CONTENT_MAX_WIDTH,
  margin: '-64px auto 0',
  padding: `0 ${vars.space.m} ${vars.space.xl}`,
  alignItems: 'start',
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: '0 8px 24px rgba(0,0,0,0.08)',
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const panelHeading = style({ margin: 0, fontSize: '1.375rem' });

export const panelText = style({ margin: 0, color: vars.color.muted });
