import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLaunchOptions } from './launch-options.js';
import { denyAllPermissions } from './permissions.js';
import { claimSingleInstance } from './single-instance.js';
import { applyStartAtLogin, AUTOSTART_FILE_NAME, desktopEntryExec } from './start-at-login.js';
import { recordingLogger } from './testing/fakes.js';

describe('single instance', () => {
  function fakeApp(locked: boolean) {
    const calls: string[] = [];
    const listeners: Array<() => void> = [];
    return {
      calls,
      listeners,
      requestSingleInstanceLock: () => (calls.push('requestSingleInstanceLock'), locked),
      on: (_event: 'second-instance', listener: () => void) => listeners.push(listener),
      quit: () => void calls.push('quit'),
    };
  }

  it('the first copy keeps running and brings its window forward when started again', () => {
    const app = fakeApp(true);
    let revealed = 0;
    expect(claimSingleInstance(app, () => (revealed += 1))).toBe(true);
    expect(app.calls).toEqual(['requestSingleInstanceLock']);
    app.listeners.forEach((listener) => listener());
    expect(revealed).toBe(1);
  });

  it('a second copy quits at once', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app, () => {})).toBe(false);
    expect(app.calls).toEqual(['requestSingleInstanceLock', 'quit']);
    expect(app.listeners).toEqual([]);
  });
});

it('refuses every permission a page asks for', () => {
  const session: { request?: Function; check?: Function } = {};
  denyAllPermissions({
    setPermissionRequestHandler: (handler) => (session.request = handler!),
    setPermissionCheckHandler: (handler) => (session.check = handler!),
  });
  const answers: boolean[] = [];
  for (const permission of ['media', 'geolocation', 'notifications', 'fullscreen', 'openExternal'])
    session.request!({}, permission, (granted: boolean) => answers.push(granted));
  expect(answers).toEqual([false, false, false, false, false]);
  expect(session.check!({}, 'media')).toBe(false);
});

describe('start at login', () => {
  it('uses login items on Windows and macOS', () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const settings: unknown[] = [];
      applyStartAtLogin({
        app: { setLoginItemSettings: (value) => settings.push(value) },
        enabled: true,
        platform,
        execPath: '/x',
        appImagePath: undefined,
        configHome: '/nowhere',
        log: recordingLogger(),
      });
      expect(settings).toEqual([{ openAtLogin: true }]);
    }
  });

  it('writes and removes an XDG autostart entry on Linux, naming the AppImage when there is one', () => {
    const configHome = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-autostart-'));
    const file = path.join(configHome, 'autostart', AUTOSTART_FILE_NAME);
    const app = { setLoginItemSettings: () => expect.fail('no login items on Linux') };
    const common = {
      app,
      platform: 'linux' as const,
      execPath: '/tmp/.mount_abc/minaret-signage',
      configHome,
      log: recordingLogger(),
    };
    applyStartAtLogin({ ...common, enabled: true, appImagePath: '/home/screen/Minaret Signage.AppImage' });
    const entry = fs.readFileSync(file, 'utf8');
    expect(entry).toContain('Exec="/home/screen/Minaret Signage.AppImage"');
    expect(entry).toContain('Name=Minaret Signage');
    applyStartAtLogin({ ...common, enabled: false, appImagePath: undefined });
    expect(fs.existsSync(file)).toBe(false);
    fs.rmSync(configHome, { recursive: true, force: true });
  });
});

it('quotes the program path of the autostart entry as the desktop entry spec asks', () => {
  expect(desktopEntryExec('/opt/Minaret Signage/minaret-signage')).toBe('"/opt/Minaret Signage/minaret-signage"');
  // % starts a field code; ", `, $ and \ are escaped inside quotes, and backslashes doubled once more.
  expect(desktopEntryExec('/home/a/100% "Noor"/$x`y`\\z.AppImage')).toBe(
    '"/home/a/100%% \\\\"Noor\\\\"/\\\\$x\\\\`y\\\\`\\\\\\\\z.AppImage"',
  );
});

it('reads launch options from the environment once', () => {
  expect(readLaunchOptions({}, '/home/screen')).toEqual({
    rendererDevUrl: null,
    production: true,
    devTools: false,
    appImagePath: undefined,
    configHome: '/home/screen/.config',
  });
  expect(readLaunchOptions({ MINARET_SIGNAGE_DEVTOOLS: '1', XDG_CONFIG_HOME: '/cfg' }, '/h')).toMatchObject({
    production: true,
    devTools: true,
    configHome: '/cfg',
  });
  expect(readLaunchOptions({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, '/h')).toMatchObject({
    rendererDevUrl: 'http://localhost:5173',
    production: false,
    devTools: true,
  });
});
