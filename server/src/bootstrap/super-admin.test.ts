import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { migrateToLatest } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import type { Logger } from '../logger.js';
import { createTestDatabase } from '../testing/test-database.js';
import { findUserByEmail } from '../users/user.repository.js';
import { DEFAULT_SUPERADMIN_EMAIL, ensureSuperAdmin } from './super-admin.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-bootstrap-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function recordingLogger() {
  const lines: string[] = [];
  const log = (message: string) => lines.push(message);
  const logger: Logger = { debug: log, info: log, warn: log, error: log };
  return { logger, lines };
}

it('creates one super admin with a password printed once, and keeps data across a restart', async () => {
  const first = openDatabase({ dataDir });
  expect(first.kind).toBe('pglite');
  expect(await migrateToLatest(first.db)).toContain('2026-11-22-0001-accounts');
  const { logger, lines } = recordingLogger();
  const printed: string[] = [];
  const created = await ensureSuperAdmin(first.db, {}, logger, (text) => printed.push(text));
  expect(created.created).toBe(true);
  expect(created.email).toBe(DEFAULT_SUPERADMIN_EMAIL);
  // Printed once, as plain lines a person can read and copy; never inside a (JSON) log line.
  expect(printed).toHaveLength(1);
  expect(printed[0]!.split('\n')).toEqual(
    expect.arrayContaining([
      `    email:    ${DEFAULT_SUPERADMIN_EMAIL}`,
      `    password: ${created.generatedPassword!}`,
    ]),
  );
  expect(lines.join('\n')).not.toContain(created.generatedPassword!);
  expect(lines.join('\n')).toContain(DEFAULT_SUPERADMIN_EMAIL);
  const stored = await findUserByEmail(first.db, DEFAULT_SUPERADMIN_EMAIL);
  expect(stored!.roles).toContain('SUPER_ADMIN');
  expect(stored!.password_hash).not.toContain(created.generatedPassword!);
  expect(await verifyPassword(created.generatedPassword!, stored!.password_hash)).toBe(true);
  await first.db.destroy();

  // A restart on the same DATA_DIR: nothing to migrate, the user is still there, no new password is printed.
  const second = openDatabase({ dataDir });
  expect(await migrateToLatest(second.db)).toEqual([]);
  const again = recordingLogger();
  const printedAgain: string[] = [];
  const result = await ensureSuperAdmin(
    second.db,
    { email: 'other@minaret.test', password: 'another-pass' },
    again.logger,
    (text) => printedAgain.push(text),
  );
  expect(result.created).toBe(false);
  expect(again.lines).toEqual([]);
  expect(printedAgain).toEqual([]);
  expect(await findUserByEmail(second.db, 'other@minaret.test')).toBeUndefined();
  expect(await findUserByEmail(second.db, DEFAULT_SUPERADMIN_EMAIL)).toBeDefined();
  await second.db.destroy();
});

it('creates exactly one super admin when several instances start together on one database', async () => {
  const database = await createTestDatabase();
  try {
    const starts = await Promise.all(
      ['first@minaret.test', 'second@minaret.test', 'third@minaret.test'].map((email) =>
        ensureSuperAdmin(database.db, { email }, recordingLogger().logger, () => {}),
      ),
    );
    expect(starts.filter((start) => start.created)).toHaveLength(1);
    const superAdmins = await database.db
      .selectFrom('app_user')
      .select('email')
      .where(sql<boolean>`'SUPER_ADMIN' = any(roles)`)
      .execute();
    expect(superAdmins).toHaveLength(1);
    // The one password printed is the one that works.
    const winner = starts.find((start) => start.created)!;
    const stored = await findUserByEmail(database.db, winner.email!);
    expect(await verifyPassword(winner.generatedPassword!, stored!.password_hash)).toBe(true);
  } finally {
    await database.destroy();
  }
});
