/**
 * After the dashboard failed to render, it is tried again this often, with whatever data main has by
 * then. (Its own module so that tests can read it without loading the screen's styles.)
 */
export const RENDER_RETRY_MS = 60_000;
