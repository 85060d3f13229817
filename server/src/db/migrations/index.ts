import type { Migration } from 'kysely/migration';
import * as accounts from './2026-11-22-0001-accounts.js';
import * as prayer from './2026-11-22-0100-prayer.js';
import * as centralControl from './2026-11-22-0200-central-control.js';
import * as sessionCutoff from './2026-11-23-0300-session-cutoff.js';

/** Every migration, by sortable name. Add new ones at the end; never rename or edit a landed one. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
  '2026-11-22-0200-central-control': centralControl,
  '2026-11-22-0100-prayer': prayer,
  '2026-11-23-0300-session-cutoff': sessionCutoff,
};
