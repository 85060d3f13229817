/**
 * electron-builder with this project's electron-builder.yml, packing the Linux unpacked app ("dir"
 * target) around a stand-in Electron distribution (the real one cannot be downloaded here). This runs
 * electron-builder's own validation of the whole configuration (the Windows and macOS sections too) and
 * shows exactly what goes into app.asar: electron-vite's output and package.json, and no node_modules.
 * Fuses are left out because they are bytes in the real Electron binary.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import { Arch, build, Platform } from 'electron-builder';
import { afterAll, beforeAll, expect, it } from 'vitest';

let work: string;

beforeAll(() => {
  if (!fs.existsSync(path.resolve('out/main/index.js')))
    throw new Error('out/ is missing: run `npm run build:desktop` first.');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-package-'));
  const dist = path.join(work, 'electron-dist');
  fs.mkdirSync(path.join(dist, 'resources'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'electron'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  for (const file of ['LICENSE', 'LICENSES.chromium.html', 'version']) fs.writeFileSync(path.join(dist, file), '');
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

it('packs only the built app, under its product name', async () => {
  const electronVersion = JSON.parse(fs.readFileSync(path.resolve('node_modules/electron/package.json'), 'utf8'))
    .version as string;
  const output = path.join(work, 'release');
  await build({
    targets: Platform.LINUX.createTarget('dir', Arch.x64),
    config: {
      electronDist: path.join(work, 'electron-dist'),
      electronVersion,
      electronFuses: null,
      directories: { output, buildResources: 'build' },
    },
    publish: 'never',
  });
  const appDir = path.join(output, 'linux-unpacked');
  expect(fs.existsSync(path.join(appDir, 'minaret-signage'))).toBe(true);
  const asar = path.join(appDir, 'resources', 'app.asar');
  const files = listPackage(asar, { isPack: false }).map((file) => file.replaceAll('\\', '/'));
  expect(files.filter((file) => file.includes('node_modules'))).toEqual([]);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(files.filter((file) => !file.startsWith('/out') && file !== '/package.json')).toEqual([]);
  expect(files).toEqual(
    expect.arrayContaining(['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html']),
  );
  const metadata = JSON.parse(extractFile(asar, 'package.json').toString());
  expect(metadata).toMatchObject({ name: 'minaret-signage', main: 'out/main/index.js', type: 'module' });
  console.log(`app.asar: ${fs.statSync(asar).size} bytes, ${files.length} entries`);
}, 120_000);
