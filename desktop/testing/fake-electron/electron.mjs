// A stand-in for the 'electron' module, for loading the built main bundle under plain Node: every API the
// app touches exists and records what it was called with in globalThis.__fakeElectron.
import { EventEmitter } from 'node:events';
import path from 'node:path';

const home = process.env.FAKE_ELECTRON_HOME;
if (!home) throw new Error('FAKE_ELECTRON_HOME must name a temporary folder');

const record = (globalThis.__fakeElectron = {
  calls: [],
  windows: [],
  ipcHandle: [],
  ipcHandlers: {},
  protocolHandlers: {},
  paths: {},
});
const call = (name, ...args) => record.calls.push([name, ...args]);

class FakeWebContents extends EventEmitter {
  constructor() {
    super();
    this.loaded = [];
  }
  loadURL(url) {
    this.loaded.push(url);
    call('webContents.loadURL', url);
    return Promise.resolve();
  }
  setWindowOpenHandler() {
    call('webContents.setWindowOpenHandler');
  }
  reload() {
    call('webContents.reload');
  }
  forcefullyCrashRenderer() {}
  isDestroyed() {
    return false;
  }
  getOSProcessId() {
    return 4242;
  }
}

export class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.options = options;
    this.webContents = new FakeWebContents();
    record.windows.push(this);
    call('new BrowserWindow');
  }
  removeMenu() {
    call('window.removeMenu');
  }
  setMenuBarVisibility(visible) {
    call('window.setMenuBarVisibility', visible);
  }
  show() {
    call('window.show');
  }
  focus() {}
  restore() {}
  isMinimized() {
    return false;
  }
  isDestroyed() {
    return false;
  }
  isVisible() {
    return true;
  }
  isFocused() {
    return true;
  }
  isKiosk() {
    return true;
  }
  setKiosk() {}
  getBounds() {
    return { x: 0, y: 0, width: 1920, height: 1080 };
  }
  setBounds() {}
  isAlwaysOnTop() {
    return this.alwaysOnTop === true;
  }
  setAlwaysOnTop(flag, level) {
    this.alwaysOnTop = flag;
    call('window.setAlwaysOnTop', flag, level);
  }
}

class FakeApp extends EventEmitter {
  constructor() {
    super();
    this.isPackaged = false;
    this.paths = { appData: path.join(home, 'appData'), logs: path.join(home, 'logs') };
  }
  setName(name) {
    call('app.setName', name);
  }
  getName() {
    return 'Minaret Signage';
  }
  getVersion() {
    return '0.0.0-test';
  }
  getPath(name) {
    const value = this.paths[name];
    if (!value) throw new Error(`unknown path ${name}`);
    return value;
  }
  setPath(name, value) {
    this.paths[name] = value;
    record.paths[name] = value;
  }
  requestSingleInstanceLock() {
    call('app.requestSingleInstanceLock');
    return true;
  }
  whenReady() {
    call('app.whenReady');
    return Promise.resolve();
  }
  quit() {
    call('app.quit');
  }
  relaunch() {
    call('app.relaunch');
  }
  exit(code) {
    call('app.exit', code);
  }
  getAppMetrics() {
    return [];
  }
  setLoginItemSettings(settings) {
    call('app.setLoginItemSettings', settings);
  }
}

export const app = new FakeApp();
export const ipcMain = {
  handle: (channel, listener) => {
    record.ipcHandle.push(channel);
    record.ipcHandlers[channel] = listener;
  },
  on: (channel) => call('ipcMain.on', channel),
};
export const Menu = { setApplicationMenu: (menu) => call('Menu.setApplicationMenu', menu) };
export const net = { fetch: (...args) => globalThis.fetch(...args) };
export const powerSaveBlocker = {
  start: (type) => (call('powerSaveBlocker.start', type), 1),
  stop: () => true,
  isStarted: () => true,
};
export const protocol = {
  registerSchemesAsPrivileged: (schemes) =>
    call('protocol.registerSchemesAsPrivileged', schemes, {
      ready: record.calls.some(([name]) => name === 'app.whenReady'),
    }),
  handle: (scheme, handler) => {
    record.protocolHandlers[scheme] = handler;
    call('protocol.handle', scheme);
  },
};
export const session = {
  defaultSession: {
    setPermissionRequestHandler: () => call('session.setPermissionRequestHandler'),
    setPermissionCheckHandler: () => call('session.setPermissionCheckHandler'),
  },
};
export const screen = Object.assign(new EventEmitter(), {
  getPrimaryDisplay: () => ({ bounds: { x: 0, y: 0, width: 1920, height: 1080 } }),
  getDisplayMatching: () => ({ bounds: { x: 0, y: 0, width: 1920, height: 1080 } }),
});
record.screen = screen;
export const shell = { openPath: async () => '' };
export const contextBridge = { exposeInMainWorld: () => {} };
export const ipcRenderer = { invoke: async () => undefined };

export default {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  net,
  powerSaveBlocker,
  protocol,
  screen,
  session,
  shell,
  contextBridge,
  ipcRenderer,
};
