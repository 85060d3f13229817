/**
 * What `electron-vite build` produced (out/), checked the way the packaged app will use it, since the
 * Electron binary cannot run here:
 * - main: copied with the preload and renderer to a folder with no node_modules (as inside app.asar) and
 *   started under plain Node with a fake 'electron' module (desktop/testing/fake-electron/): its whole
 *   module graph must load from the bundle alone, and it must do what a kiosk needs at start;
 * - preload: run as a sandboxed preload would be (CommonJS, only 'electron' to require);
 * - renderer: every file its page, scripts and styles refer to exists, by relative path.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CHANGED_CHANNEL, IPC_CHANNELS, SOUND_TEST_CHANNEL } from '../../desktop/ipc/ipc-contract.js';
import { dashboardData } from '../../desktop/main/testing/fakes.js';

const OUT = path.resolve('out');
const RUN_MAIN = path.resolve('desktop/testing/fake-electron/run-main.mjs');
let appDir: string;

interface Report {
  navigation: Record<string, 'allowed' | 'blocked'>;
  processListeners: { uncaughtException: number; unhandledRejection: number };
  screenEvents: string[];
  calls: unknown[][];
  ipcHandle: string[];
  paths: Record<string, string>;
  windowOptions: { kiosk: boolean; webPreferences: Record<string, unknown> } | null;
  loaded: string[];
  webContentsEvents: string[];
  windowEvents: string[];
  ipc: {
    fromApp: { answer?: unknown; refused?: string };
    fromElsewhere: { answer?: unknown; refused?: string };
  } | null;
  page: { status: number; csp: string | null; body: string } | null;
}

/** Starts the built main bundle under Node with the fake 'electron' and returns what it did. */
function runMain(home: string): Report {
  const result = spawnSync(process.execPath, ['--import', RUN_MAIN, path.join(appDir, 'out/main/index.js')], {
    env: { ...process.env, FAKE_ELECTRON_HOME: home, ELECTRON_RENDERER_URL: '', NODE_PATH: '' },
    cwd: appDir,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const line = result.stdout.split('\n').find((text) => text.startsWith('REPORT '));
  if (!line)
    throw new Error(`the main bundle did not start (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line.slice('REPORT '.length));
}

beforeAll(() => {
  for (const entry of ['main/index.js', 'preload/index.cjs', 'renderer/index.html']) {
    if (!fs.existsSync(path.join(OUT, entry)))
      throw new Error(`out/${entry} is missing: run \`npm run build:desktop\` first.`);
  }
  // The app as electron-builder packs it: out/ and a package.json, and no node_modules anywhere above.
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-signage-app-'));
  fs.cpSync(OUT, path.join(appDir, 'out'), { recursive: true });
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: 'minaret-signage', type: 'module', main: 'out/main/index.js' }),
  );
});
afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

describe('main bundle', () => {
  it('imports nothing but Node built-ins and electron', () => {
    const code = fs.readFileSync(path.join(OUT, 'main/index.js'), 'utf8');
    const specifiers = [...code.matchAll(/^import\s[^'"]*["']([^"']+)["'];?$/gm)].map((match) => match[1]!);
    expect(specifiers.length).toBeGreaterThan(3);
    expect(specifiers.filter((specifier) => specifier !== 'electron' && !specifier.startsWith('node:'))).toEqual([]);
    expect(code).not.toMatch(/\bimport\(\s*["'][^."']/);
  });

  it('loads from the bundle alone and sets up a locked-down kiosk on first run', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-signage-home-'));
    const report = runMain(home);
    const names = report.calls.map(([name]) => name);
    // Before the app is ready: the app's protocol, then the single-instance lock.
    expect(report.calls.find(([name]) => name === 'protocol.registerSchemesAsPrivileged')).toEqual([
      'protocol.registerSchemesAsPrivileged',
      [{ scheme: 'minaret', privileges: expect.objectContaining({ standard: true, secure: true }) }],
      { ready: false },
    ]);
    expect(names.indexOf('app.requestSingleInstanceLock')).toBeLessThan(names.indexOf('app.whenReady'));
    expect(report.calls).toContainEqual(['Menu.setApplicationMenu', null]);
    expect(report.calls).toContainEqual(['powerSaveBlocker.start', 'prevent-display-sleep']);
    // An error nobody caught is logged, not shown in Electron's modal error box.
    expect(report.processListeners).toEqual({ uncaughtException: 1, unhandledRejection: 1 });
    expect(names).toEqual(
      expect.arrayContaining([
        'session.setPermissionRequestHandler',
        'session.setPermissionCheckHandler',
        'window.removeMenu',
        'webContents.setWindowOpenHandler',
      ]),
    );
    expect(report.paths.userData).toBe(path.join(home, 'appData', 'Minaret Signage'));

    expect(report.windowOptions).toMatchObject({
      kiosk: true,
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, devTools: false },
    });
    const preload = report.windowOptions!.webPreferences.preload as string;
    expect(preload).toBe(path.join(appDir, 'out/preload/index.cjs'));
    expect(fs.existsSync(preload)).toBe(true);
    expect(report.webContentsEvents).toEqual(
      expect.arrayContaining([
        'render-process-gone',
        'unresponsive',
        'responsive',
        'will-navigate',
        'will-redirect',
        'before-input-event',
      ]),
    );
    expect(report.windowEvents).toEqual(expect.arrayContaining(['close', 'minimize']));
    // A TV switched off and on: the window is fitted to the display again.
    expect(report.screenEvents.sort()).toEqual(['display-added', 'display-metrics-changed', 'display-removed']);
    // The setup screen is for staff: full screen, but not forced on top of every other window.
    expect(names).not.toContain('window.setAlwaysOnTop');
    expect([...report.ipcHandle].sort()).toEqual(Object.values(IPC_CHANNELS).sort());

    // Nothing is set up yet: the pairing screen, served by the app's own protocol with its policy.
    expect(report.loaded).toEqual(['minaret://app/index.html?screen=pairing']);
    expect(report.page).toMatchObject({ status: 200, csp: expect.stringContaining("default-src 'none'") });
    expect(report.page!.body).toContain('<div id="root"></div>');
    expect(report.ipc).toEqual({
      fromApp: { answer: null },
      fromElsewhere: { refused: expect.stringContaining('Refused: unknown sender') },
    });
    expect(fs.readFileSync(path.join(home, 'logs', 'main.log'), 'utf8')).toContain(
      'Minaret Signage 0.0.0-test starting',
    );
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('opens the dashboard straight away once set up (settings.json from electron-store)', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-signage-home-'));
    const userData = path.join(home, 'appData', 'Minaret Signage');
    fs.mkdirSync(userData, { recursive: true });
    fs.writeFileSync(
      path.join(userData, 'settings.json'),
      JSON.stringify({ serverUrl: 'http://127.0.0.1:9', companyUrl: 'masjidnoor', startAtLogin: false }),
    );
    const report = runMain(home);
    expect(report.loaded).toEqual(['minaret://app/index.html']);
    expect(report.ipc?.fromApp).toEqual({ answer: { serverUrl: 'http://127.0.0.1:9', companyUrl: 'masjidnoor' } });
    // Shown on its first paint, then kept on top of everything.
    expect(report.calls).toContainEqual(['window.setAlwaysOnTop', true, 'screen-saver']);
    // The page stays on the app's own pages: not the configured server's web pages, not a masjid's website.
    expect(report.navigation).toEqual({
      'minaret://app/index.html': 'allowed',
      'http://127.0.0.1:9/masjidnoor': 'blocked',
      'https://noor.example.org/': 'blocked',
    });
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('comes back to the dashboard after a power cut damaged settings.json, from the saved copy', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-signage-home-'));
    const userData = path.join(home, 'appData', 'Minaret Signage');
    fs.mkdirSync(userData, { recursive: true });
    // What NTFS can leave of a file being written when the power goes: its length in NUL bytes.
    fs.writeFileSync(path.join(userData, 'settings.json'), Buffer.alloc(120));
    const saved = { serverUrl: 'http://127.0.0.1:9', companyUrl: 'masjidnoor' };
    fs.writeFileSync(
      path.join(userData, 'dashboard-cache.json'),
      JSON.stringify({
        version: 1,
        ...saved,
        fetchedAt: '2026-12-01T15:00:00.000Z',
        data: dashboardData({ firstDay: '2026-12-01', days: 3 }),
      }),
    );
    const report = runMain(home);
    expect(report.loaded).toEqual(['minaret://app/index.html']);
    expect(report.ipc?.fromApp).toEqual({ answer: saved });
    expect(JSON.parse(fs.readFileSync(path.join(userData, 'settings.json'), 'utf8'))).toMatchObject(saved);
    expect(fs.readFileSync(path.join(home, 'logs', 'main.log'), 'utf8')).toContain(
      'Settings were missing or damaged; restored http://127.0.0.1:9 / masjidnoor',
    );
    fs.rmSync(home, { recursive: true, force: true });
  });
});

it('each bundle carries the licences of the packages inside it', () => {
  const main = fs.readFileSync(path.join(OUT, 'main/THIRD_PARTY_LICENSES.txt'), 'utf8');
  expect(main).toMatch(/^electron-store \d+\.\d+\.\d+ \(MIT\)$/m);
  expect(main).toContain('Permission is hereby granted');
  const renderer = fs.readFileSync(path.join(OUT, 'renderer/THIRD_PARTY_LICENSES.txt'), 'utf8');
  for (const name of ['react', 'react-dom', 'qrcode'])
    expect(renderer).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\(MIT\\)$`, 'm'));
  // The fund ring is the dashboard's own SVG (fund-ring.tsx): no chart library goes into the bundle.
  expect(renderer).not.toMatch(/^recharts /m);
});

it('the preload runs sandboxed and exposes one method per channel, two listeners, and never ipcRenderer', async () => {
  const source = fs.readFileSync(path.join(OUT, 'preload/index.cjs'), 'utf8');
  const exposed: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  const invoked: unknown[][] = [];
  const required: string[] = [];
  const electron = {
    contextBridge: {
      exposeInMainWorld: (key: string, api: Record<string, (...args: unknown[]) => Promise<unknown>>) =>
        (exposed[key] = api),
    },
    ipcRenderer: {
      invoke: async (...args: unknown[]) => invoked.push(args),
      on: (channel: string, listener: (...args: unknown[]) => void) => listeners.push({ channel, listener }),
      removeListener: (channel: string, listener: unknown) =>
        listeners.splice(
          listeners.findIndex((entry) => entry.channel === channel && entry.listener === listener),
          1,
        ),
    },
  };
  const listeners: { channel: string; listener: (...args: unknown[]) => void }[] = [];
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
    return electron;
  };
  const module = { exports: {} };
  vm.runInNewContext(source, { require: sandboxRequire, module, exports: module.exports, console });
  expect(required).toEqual(['electron']);
  const bridge = exposed.minaretDesktop!;
  expect(Object.keys(bridge).sort()).toEqual([...Object.keys(IPC_CHANNELS), 'watchChanges', 'onSoundTest'].sort());
  expect(Object.values(bridge).every((value) => typeof value === 'function')).toBe(true);

  // The page hears that something changed and its kind (text only, docs/urgent-message.md), and nothing of
  // the IPC event or its sender.
  const heard: unknown[][] = [];
  const stop = (bridge.watchChanges as unknown as (listener: (...args: unknown[]) => void) => () => void)((...args) =>
    heard.push(args),
  );
  expect(listeners.map((entry) => entry.channel)).toEqual([DASHBOARD_CHANGED_CHANNEL]);
  listeners[0]!.listener({ sender: { send: () => undefined } }, 'urgent');
  listeners[0]!.listener({ sender: { send: () => undefined } }, { sender: 'not a kind' });
  expect(heard).toEqual([['urgent'], [undefined]]);
  stop();
  expect(listeners).toEqual([]);

  // A test sound asked by main: the page gets the volume and silence as plain values, nothing else.
  const asked: unknown[] = [];
  const stopSound = (bridge.onSoundTest as unknown as (run: (screen: unknown) => void) => () => void)((screen) =>
    asked.push(screen),
  );
  expect(listeners.map((entry) => entry.channel)).toEqual([SOUND_TEST_CHANNEL]);
  listeners[0]!.listener({ sender: { send: () => undefined } }, { volume: 40, silent: false, other: 'dropped' });
  listeners[0]!.listener({ sender: { send: () => undefined } }, 'not a screen');
  expect(asked).toEqual([
    { volume: 40, silent: false },
    { volume: undefined, silent: false },
  ]);
  stopSound();
  expect(listeners).toEqual([]);

  for (const [name, channel] of Object.entries(IPC_CHANNELS)) {
    invoked.length = 0;
    await bridge[name]!('a', 2);
    expect(invoked[0]![0]).toBe(channel);
  }
  await bridge.saveSetup!({
    serverAddress: 'https://a.example',
    companyUrl: 'x',
    startAtLogin: true,
    extra: 'dropped',
  });
  expect(invoked.at(-1)).toEqual([
    IPC_CHANNELS.saveSetup,
    { serverAddress: 'https://a.example', companyUrl: 'x', startAtLogin: true },
  ]);
});

it('every file the renderer refers to is there, by relative path', () => {
  const rendererDir = path.join(OUT, 'renderer');
  const html = fs.readFileSync(path.join(rendererDir, 'index.html'), 'utf8');
  const pageRefs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((ref) => !ref.startsWith('data:'));
  expect(pageRefs.length).toBeGreaterThanOrEqual(2);
  const missing: string[] = [];
  const check = (from: string, ref: string) => {
    if (!ref.startsWith('./') && !ref.startsWith('../'))
      missing.push(`${ref} (not relative) in ${path.basename(from)}`);
    else if (!fs.existsSync(path.resolve(path.dirname(from), ref))) missing.push(`${ref} in ${path.basename(from)}`);
  };
  for (const ref of pageRefs) check(path.join(rendererDir, 'index.html'), ref);
  const assets = fs.readdirSync(path.join(rendererDir, 'assets'));
  let jsBytes = 0;
  let jsGzip = 0;
  for (const file of assets) {
    const full = path.join(rendererDir, 'assets', file);
    const text = fs.readFileSync(full, 'utf8');
    if (file.endsWith('.js')) {
      jsBytes += text.length;
      jsGzip += gzipSync(text).length;
      // No commas or spaces in a module path: a sentence in a string ("a path from `,t,` to ...") is not one;
      // nor a key that ends in a word such as "from" (`"server.label.from":[`): the keyword follows no dot.
      for (const match of text.matchAll(/(?:(?<![\w.$])from\s*|(?<![\w.$])import\s*\(\s*)["'`]([^"'`\s,]+)["'`]/g))
        check(full, match[1]!);
    }
    if (file.endsWith('.css'))
      for (const match of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g))
        if (!match[1]!.startsWith('data:')) check(full, match[1]!);
  }
  expect(missing).toEqual([]);
  console.log(
    `Renderer JavaScript: ${jsBytes} bytes (${jsGzip} gzipped) in ${assets.filter((file) => file.endsWith('.js')).length} files`,
  );
});
