import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The backup download: server/src/backup (docs/backup.md). */

/**
 * GET /api/backup: every masjid's data as one consistent JSON-lines file, for super admins and for
 * `npm run backup` on the server's own machine (with the local backup key).
 */
export const BACKUP = endpoint<string>()({
  method: 'GET',
  path: '/api/backup',
  doc: {
    tag: 'Operations',
    summary: 'A backup of the whole database: one JSON object per line (docs/backup.md).',
    access: 'super-admin',
    produces: 'application/x-ndjson',
  },
  params: z.object({}),
  answer: z.string().meta({ description: 'One JSON object a line (NDJSON): every table of the database.' }),
});
