/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (docs/backup.md). Configuration as for the server
 * (DATA_DIR or DATABASE_URL). A FILE ending in .gz is compressed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BACKUP } from '@core/http/contract/backup.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { BackupError } from './backup-format.js';
import { BACKUP_KEY_HEADER, readLocalBackupAccess } from './local-backup-access.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const USAGE = 'Usage: npm run backup -- FILE   or   npm run restore -- FILE';

function pglitePath(config: Config) {
  return path.join(config.dataDir, 'pglite');
}

async function fromRunningServer(url: string, key: string): Promise<string> {
  const res = await fetch(`${url}${pathOf(BACKUP, {})}`, { headers: { [BACKUP_KEY_HEADER]: key } }).catch(
    (error: unknown) => {
      throw new BackupError(
        `The server of this DATA_DIR is running but did not answer at ${url} (${(error as Error).message}).`,
      );
    },
  );
  if (!res.ok) throw new BackupError(`The running server refused the backup (${res.status}): ${await res.text()}`);
  return res.text();
}

async function takeBackup(config: Config): Promise<{ text: string; source: string }> {
  if (!config.databaseUrl) {
    const access = readLocalBackupAccess(config.dataDir);
    if (access)
      return { text: await fromRunningServer(access.url, access.key), source: `the running server (${access.url})` };
    if (!fs.existsSync(pglitePath(config)))
      throw new BackupError(`There is no database in ${pglitePath(config)} (set DATA_DIR or DATABASE_URL).`);
  }
  const opened = openDatabase(config);
  try {
    const lines = await writeBackup(opened.db);
    return {
      text: `${lines.join('\n')}\n`,
      source: opened.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : pglitePath(config),
    };
  } finally {
    await opened.db.destroy();
  }
}

/** Written beside the target and renamed into place: a failed backup never leaves a half file under FILE. */
function writeAtomically(file: string, text: string) {
  const temporary = `${file}.partial`;
  fs.writeFileSync(temporary, file.endsWith('.gz') ? gzipSync(text) : text, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

function readBackupFile(file: string): string[] {
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const bytes = fs.readFileSync(file);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return (gzipped ? gunzipSync(bytes) : bytes).toString('utf8').split('\n');
}

async function restore(config: Config, file: string): Promise<number> {
  const lines = readBackupFile(file);
  if (!config.databaseUrl && readLocalBackupAccess(config.dataDir)) {
    throw new BackupError(
      `A Minaret server is running on ${config.dataDir}: stop it and restore into a new, empty DATA_DIR.`,
    );
  }
  const opened = openDatabase(config);
  try {
    await migrateToLatest(opened.db);
    return await restoreBackup(opened.db, lines);
  } finally {
    await opened.db.destroy();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const target = path.resolve(file);
  if (command === 'backup') {
    const { text, source } = await takeBackup(config);
    writeAtomically(target, text);
    const rows = text.split('\n').length - 3;
    console.log(`Backup of ${rows} rows from ${source} written to ${target}`);
  } else {
    const rows = await restore(config, target);
    console.log(
      `Restored ${rows} rows from ${target} into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : pglitePath(config)}`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('Backup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
