import fs from 'node:fs/promises';
import path from 'node:path';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { isDashboardData } from './dashboard-data-check.js';
import type { Logger } from './logger.js';

export interface CachedDashboard {
  serverUrl: string;
  companyUrl: string;
  /** This display's clock when `data` arrived (ISO instant). */
  fetchedAt: string;
  data: DashboardData;
}

const FORMAT_VERSION = 1;
export const CACHE_FILE_NAME = 'dashboard-cache.json';

/** Windows may hold the target open for a moment (indexer, antivirus); a rename is retried briefly. */
const RENAME_ATTEMPTS = 5;

/**
 * The last good dashboard answer on disk, so that a screen keeps its times through an outage of weeks
 * and across restarts. Written atomically (a temporary file, flushed, then renamed over the old one), so
 * a power cut leaves either the old copy or the new one, never half of one; checked when read back.
 */
export function createDashboardCache(deps: { dir: string; log: Logger }) {
  const file = path.join(deps.dir, CACHE_FILE_NAME);
  let writes = 0;

  async function renameWithRetry(from: string, to: string) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await fs.rename(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (attempt >= RENAME_ATTEMPTS || !['EPERM', 'EBUSY', 'EACCES'].includes(code ?? '')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  /**
   * Temporary files of writes that a power cut or a crash interrupted (their names carry the pid of a
   * run that is gone): removed before this run's first write, so months of power cuts leave no litter.
   */
  async function removeLeftovers() {
    const prefix = `${CACHE_FILE_NAME}.`;
    const names = await fs.readdir(deps.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (name.startsWith(prefix) && name.endsWith('.tmp'))
        await fs.rm(path.join(deps.dir, name), { force: true }).catch(() => undefined);
    }
  }

  return {
    file,

    async write(entry: CachedDashboard): Promise<void> {
      await fs.mkdir(deps.dir, { recursive: true });
      const first = writes === 0;
      writes += 1;
      if (first) await removeLeftovers();
      const temp = `${file}.${process.pid}.${writes}.tmp`;
      const handle = await fs.open(temp, 'w');
      try {
        await handle.writeFile(JSON.stringify({ version: FORMAT_VERSION, ...entry }));
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await renameWithRetry(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    /** The saved copy for this server and masjid, or null when there is none or it cannot be trusted. */
    async read(expected: { serverUrl: string; companyUrl: string }): Promise<CachedDashboard | null> {
      const entry = await readEntry();
      if (!entry || entry.serverUrl !== expected.serverUrl || entry.companyUrl !== expected.companyUrl) return null;
      return entry;
    },

    /** Which server and masjid the saved copy came from, to bring back settings that were lost. */
    async savedConnection(): Promise<{ serverUrl: string; companyUrl: string } | null> {
      const entry = await readEntry();
      return entry ? { serverUrl: entry.serverUrl, companyUrl: entry.companyUrl } : null;
    },
  };

  async function readEntry(): Promise<CachedDashboard | null> {
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') deps.log.warn('Dashboard cache: cannot read', error);
      return null;
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text);
    } catch {
      deps.log.warn('Dashboard cache: the file is damaged and is ignored');
      return null;
    }
    const { version, serverUrl, companyUrl, fetchedAt, data } = parsed ?? {};
    if (
      version !== FORMAT_VERSION ||
      typeof serverUrl !== 'string' ||
      typeof companyUrl !== 'string' ||
      typeof fetchedAt !== 'string' ||
      Number.isNaN(Date.parse(fetchedAt)) ||
      !isDashboardData(data)
    ) {
      deps.log.warn('Dashboard cache: unexpected content, ignored');
      return null;
    }
    return { serverUrl, companyUrl, fetchedAt, data };
  }
}

export type DashboardCache = ReturnType<typeof createDashboardCache>;
