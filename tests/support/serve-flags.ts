import fs from 'node:fs';

/**
 * The Node flags of `npm run serve` (package.json, which `npm start` runs after building), so a bench or a
 * test starts the server as operators do.
 */
export function serveFlags(packageJson = 'package.json'): string[] {
  const pkg = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.serve!.split(/\s+/);
  // The last `node`: the script first runs scripts/check-node.mjs (README "Node.js").
  return words.slice(words.lastIndexOf('node') + 1, words.indexOf('dist/server/main.js'));
}
