import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * An embedded database (PGlite) is open in one process only, so `npm run backup` asks the running server
 * for the backup. It proves it runs on this machine, as the server's user, by reading a key the server
 * writes at start into DATA_DIR (readable by that user only); the key changes at every start.
 */
const FILE = 'backup-access.json';
export const BACKUP_KEY_HEADER = 'x-minaret-backup-key';

export interface LocalBackupAccess {
  pid: number;
  url: string;
  key: string;
}

export function publishLocalBackupAccess(dataDir: string, port: number, host: string): void {
  const loopback =
    host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const access: LocalBackupAccess = {
    pid: process.pid,
    url: `http://${loopback}:${port}`,
    key: randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running server's access, or undefined when no server of this DATA_DIR is running. */
export function readLocalBackupAccess(dataDir: string): LocalBackupAccess | undefined {
  try {
    const access = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as LocalBackupAccess;
    return typeof access.pid === 'number' && isRunning(access.pid) ? access : undefined;
  } catch {
    return undefined;
  }
}

export function isLocalBackupKey(dataDir: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const access = readLocalBackupAccess(dataDir);
  if (!access || access.pid !== process.pid) return false;
  const expected = Buffer.from(access.key);
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
