import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/** "Masjids near me" reads like its neighbours, "Add to my calendar" and "Prayer alerts". */
export const nearMeLink = style({
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    // The dashboard's links take the text's colour (dashboard.css.ts): this one is an action like its neighbours.
    '&&': { color: vars.color.brand },
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
});
