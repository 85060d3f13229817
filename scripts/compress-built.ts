/**
 * The build's last step (`npm run build`): writes each built file's brotli and gzip forms beside it
 * (`app.js.br`, `app.js.gz`), so the server reads them at start instead of compressing
 * (docs/read-model.md, "Built files from memory"). Usage: `tsx scripts/compress-built.ts dist/web dist/widgets`.
 */
import { writeCompressedForms } from '../server/src/web/memory-files.js';

const started = performance.now();
for (const dir of process.argv.slice(2)) {
  const { files, bytes } = await writeCompressedForms(dir);
  console.log(`${dir}: ${files} files compressed (${(bytes / 1024).toFixed(0)} KB of .br and .gz)`);
}
console.log(`compressed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
