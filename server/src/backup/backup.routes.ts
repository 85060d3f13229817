import { Hono } from 'hono';
import { BACKUP } from '@core/http/contract/backup.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { writeBackup } from './write-backup.js';

/**
 * GET /api/backup: a consistent backup of all data (docs/backup.md), for super admins (the web app's
 * "Download backup") and for `npm run backup` on the server's own machine.
 */
export function backupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(BACKUP.path, async (c) => {
    const now = deps.clock.now();
    const lines = await writeBackup(deps.db, now);
    deps.logger.info(`Backup of ${lines.length - 2} rows taken`);
    const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="minaret-backup-${stamp}.jsonl"`);
    c.header('Cache-Control', 'no-store');
    return c.body(`${lines.join('\n')}\n`);
  });
}
