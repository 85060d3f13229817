/** Starting the built server where it cannot run: a plain message, a non-zero exit, and nothing touched. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it('refuses a port that is already in use, before opening the database', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as net.AddressInfo).port;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-port-'));
  try {
    const result = spawnSync(process.execPath, [path.resolve('dist/server/main.js')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Port ${port} is already in use on 127.0.0.1: another Minaret or another program is running there.`,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  } finally {
    taken.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

it('says plainly that an embedded database folder cannot be opened (read-only, empty pglite/)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-readonly-'));
  fs.mkdirSync(path.join(dataDir, 'pglite'));
  fs.chmodSync(path.join(dataDir, 'pglite'), 0o555);
  fs.chmodSync(dataDir, 0o555);
  try {
    const result = spawnSync(process.execPath, [path.resolve('dist/server/main.js')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Minaret could not start: the embedded database in ${path.join(dataDir, 'pglite')} cannot be opened`,
    );
    expect(result.stderr).toMatch(/writable/);
    expect(result.stderr).not.toMatch(/ErrnoError \{/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  } finally {
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'pglite'), 0o755);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
