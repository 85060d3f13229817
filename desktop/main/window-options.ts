import type { BrowserWindowConstructorOptions } from 'electron';

export const PRODUCT_NAME = 'Minaret Signage';

/**
 * The one window: full screen in kiosk mode, no frame or menu bar, and the renderer locked down.
 *
 * Electron security checklist items implemented here: 'Do not enable Node.js integration for remote
 * content' (nodeIntegration off, also in workers and subframes), 'Enable Context Isolation', 'Enable
 * process sandboxing', 'Do not disable webSecurity', 'Do not enable allowRunningInsecureContent', 'Do not
 * enable experimental features' and 'Do not use enableBlinkFeatures' (left unset), and no webview tag.
 */
export function kioskWindowOptions(options: {
  preload: string;
  devTools: boolean;
  icon?: string;
}): BrowserWindowConstructorOptions {
  return {
    title: PRODUCT_NAME,
    show: false,
    kiosk: true,
    fullscreen: true,
    frame: false,
    autoHideMenuBar: true,
    backgroundColor: '#0b1f17',
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: options.devTools,
      // A screen nobody looks at directly is still "visible": its clock must keep ticking even when the
      // OS thinks the window is occluded (screen savers, remote sessions).
      backgroundThrottling: false,
      // The optional azan/iqama chime must sound without anyone clicking the screen first (docs/hall-screen.md#chime).
      autoplayPolicy: 'no-user-gesture-required',
      spellcheck: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
    },
  };
}
