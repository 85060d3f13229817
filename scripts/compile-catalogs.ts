/** `npm run i18n:compile`: writes core/src/i18n/compiled from the source catalogs (docs/languages.md). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledFiles } from '@core/i18n/build/compile-catalogs.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../core/src/i18n/compiled');
fs.rmSync(root, { recursive: true, force: true });
for (const [file, text] of compiledFiles()) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
console.log(`Compiled catalogs written to ${path.relative(process.cwd(), root)}`);
