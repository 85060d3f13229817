/**
 * How often a paired screen reports (docs/screens.md), apart from the schemas: the web player's page, like
 * the dashboard it shows, never loads zod.
 */
export const HEARTBEAT_INTERVAL_MS = 60_000;
