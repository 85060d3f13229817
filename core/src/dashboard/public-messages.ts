/** What public pages and widgets say when a masjid has no timetable yet (docs/product-rules.md, "Errors"). */
export const PUBLIC_NOT_SET_UP = 'Prayer time not setup. Please contact dashboard admin.';
