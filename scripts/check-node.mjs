// Stops `npm start`, `npm run serve` and `npm run demo` on a Node.js older than package.json's `engines`,
// with a message saying what to install, before anything else runs (README "Node.js").
// Plain JavaScript with no imports beyond Node's own, so it runs on any Node a person may have.
// `node scripts/check-node.mjs 18.20.4` checks that version instead of the running one (for the tests).
import fs from 'node:fs';

const engines = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const minimum = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(engines);
if (!minimum) throw new Error(`package.json engines.node "${engines}" is not ">=X.Y"`);
const found = process.argv[2] ?? process.versions.node;
const [major, minor, patch] = found.split('.').map(Number);
const [needMajor, needMinor, needPatch] = minimum.slice(1).map((part) => Number(part ?? 0));
const older =
  major < needMajor || (major === needMajor && (minor < needMinor || (minor === needMinor && patch < needPatch)));
if (older) {
  process.stderr.write(
    [
      `Minaret needs Node.js ${needMajor}.${needMinor} or newer; this is Node.js ${found}.`,
      'Install the current Node.js LTS (22 or newer) from https://nodejs.org or your package manager, then run the command again.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
