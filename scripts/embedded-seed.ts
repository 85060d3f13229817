/**
 * Part of `npm run build:server`: the new embedded database every first start copies
 * (server/src/db/embedded-seed.ts), made again only when PGlite or a migration changed.
 */
import fs from 'node:fs';
import { seedKey, writeEmbeddedSeed } from '../server/src/db/embedded-seed.js';

const started = performance.now();
const { version } = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as {
  version: string;
};
const made = await writeEmbeddedSeed('dist/server', seedKey(version, 'server/src/db/migrations'));
console.log(
  made
    ? `dist/server/embedded-seed.tar.gz made in ${((performance.now() - started) / 1000).toFixed(1)} s`
    : 'dist/server/embedded-seed.tar.gz is up to date',
);
