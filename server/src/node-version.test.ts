import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, it } from 'vitest';

/** README "Node.js": the start refuses an older Node with a message saying what to install. */
function check(version?: string) {
  return spawnSync(process.execPath, ['scripts/check-node.mjs', ...(version ? [version] : [])], { encoding: 'utf8' });
}

it('stops on a Node.js older than package.json engines, saying which version is needed and found', () => {
  expect(JSON.parse(fs.readFileSync('package.json', 'utf8')).engines.node).toBe('>=20.19');
  const old = check('18.20.4');
  expect(old.status).toBe(1);
  expect(old.stderr).toContain('Minaret needs Node.js 20.19 or newer; this is Node.js 18.20.4.');
  expect(check('20.18.3').status).toBe(1);
  for (const version of ['20.19.0', '20.20.2', '22.19.0', '24.1.0']) expect(check(version).status, version).toBe(0);
  // The running Node passes (CI runs 20.20).
  expect(check().status).toBe(0);
});

it('runs the check before building or serving', () => {
  const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
  for (const name of ['start', 'serve', 'demo'])
    expect(scripts[name], name).toMatch(/^node scripts\/check-node\.mjs && /);
});
