/** docs/product-rules.md ("Constants and formats"): the drawer replaces the top-bar links below 960 px. */
export const NARROW = 'screen and (max-width: 959px)';
export const WIDE = 'screen and (min-width: 960px)';
/** Tables become stacked cards on phones. */
export const PHONE = 'screen and (max-width: 639px)';
/** docs/product-rules.md ("Constants and formats"): desktop width 1170 at large screens; drawer width 250. */
export const CONTENT_MAX_WIDTH = '1170px';
export const DRAWER_WIDTH = '250px';
