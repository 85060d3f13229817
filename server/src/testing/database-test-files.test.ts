/**
 * The PostgreSQL pass of `npm test` runs the server test files that open a database, as
 * scripts/database-test-files.mjs finds them; a file it missed would never run on PostgreSQL.
 */
import { expect, it } from 'vitest';
import { databaseTestFiles } from '../../../scripts/database-test-files.mjs';

const files = databaseTestFiles('server');

it('finds a test file that opens the database directly, through test-app.ts, or reads TEST_DATABASE_URL', () => {
  expect(files).toContain('server/src/db/migrate.test.ts');
  expect(files).toContain('server/src/adhkar/adhkar.routes.test.ts');
  expect(files).toContain('server/src/events/change-feed.test.ts');
  expect(files).toContain('server/src/db/pool-connection-loss.db.test.ts');
});

it('leaves out the test files that never open one', () => {
  expect(files).not.toContain('server/src/logger.test.ts');
  expect(files).not.toContain('server/src/http/client-address.test.ts');
  expect(files).not.toContain('server/src/testing/database-test-files.test.ts');
  expect(files.length).toBeGreaterThan(50);
});
