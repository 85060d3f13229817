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
  // For a visitor's phone. On a screen's width it would start a second line of links under the masjid's name
  // in the longer languages and push the timetable's last row off a hall screen (tests/e2e/screen-roles-
  // layout.test.ts, Malay); there the near-me page is found from the home page.
  '@media': { '(min-width: 700px)': { display: 'none' } },
});

/** "Follow" is a visitor's too: on a hall screen's width it stays out of the line of links, as above. */
export const phoneOnly = style({ '@media': { '(min-width: 700px)': { display: 'none' } } });
