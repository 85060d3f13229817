import { expect, it } from 'vitest';
import { kioskWindowOptions } from './window-options.js';

it('opens one locked-down kiosk window', () => {
  const options = kioskWindowOptions({ preload: '/app/out/preload/index.cjs', devTools: false });
  expect(options).toMatchObject({ kiosk: true, fullscreen: true, frame: false, autoHideMenuBar: true, show: false });
  expect(options.webPreferences).toMatchObject({
    preload: '/app/out/preload/index.cjs',
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    devTools: false,
    backgroundThrottling: false,
  });
  expect(options.webPreferences).not.toHaveProperty('experimentalFeatures');
  expect(options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
  expect(kioskWindowOptions({ preload: 'p', devTools: true }).webPreferences?.devTools).toBe(true);
});
