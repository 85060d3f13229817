// The server test files worth a second pass on PostgreSQL (scripts/test.mjs): those that open a test
// database (server/src/testing/test-database.ts, reached through any chain of local imports, such as
// test-app.ts) or read TEST_DATABASE_URL themselves. The others (a logger, a CSV parser, static files) would
// only repeat on PostgreSQL what the PGlite pass has shown. `node scripts/database-test-files.mjs` lists them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_DATABASE = path.join(ROOT, 'server/src/testing/test-database.ts');
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/** A local import's file (`./x.js` is written for `./x.ts`; `@core/` is core/src), or undefined for a package. */
function localFile(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@core/')) base = path.join(ROOT, 'core/src', specifier.slice('@core/'.length));
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, base, path.join(base, 'index.ts')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/**
 * The test files under `folder` (relative to the repository, sorted) that open a test database: every local
 * file the tests import is read once, then the database is followed back along the imports.
 */
export function databaseTestFiles(folder = 'server') {
  const tests = fs
    .readdirSync(path.join(ROOT, folder), { recursive: true })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(ROOT, folder, name));
  const importedBy = new Map();
  const opens = new Set([TEST_DATABASE]);
  const read = new Set();
  const pending = [...tests];
  while (pending.length > 0) {
    const file = pending.pop();
    if (read.has(file) || file === TEST_DATABASE) continue;
    read.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (/\benv\.TEST_DATABASE_URL\b/.test(text)) opens.add(file);
    for (const match of text.matchAll(IMPORT)) {
      const imported = localFile(file, match[1] ?? match[2]);
      if (imported === undefined) continue;
      if (!importedBy.has(imported)) importedBy.set(imported, new Set());
      importedBy.get(imported).add(file);
      pending.push(imported);
    }
  }
  const back = [...opens];
  while (back.length > 0) {
    for (const importer of importedBy.get(back.pop()) ?? []) {
      if (opens.has(importer)) continue;
      opens.add(importer);
      back.push(importer);
    }
  }
  return tests
    .filter((file) => opens.has(file))
    .map((file) => path.relative(ROOT, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(databaseTestFiles().join('\n'));
