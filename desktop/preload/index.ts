/**
 * The preload: exposes `window.minaretDesktop` (SignageBridge) with one named method per IPC channel.
 * Electron security checklist: 'Do not expose Electron APIs to untrusted web content': ipcRenderer
 * itself, its events and their sender never reach the page; each method passes only its own plain
 * arguments. Sandboxed preloads may only require 'electron', so this is bundled to one CommonJS file.
 */
import { contextBridge, ipcRenderer } from 'electron';
import {
  BRIDGE_NAME,
  DASHBOARD_CHANGED_CHANNEL,
  IPC_CHANNELS,
  SOUND_TEST_CHANNEL,
  type SignageBridge,
} from '../ipc/ipc-contract.js';

const bridge: SignageBridge = {
  loadDashboard: (companyUrl, days) => ipcRenderer.invoke(IPC_CHANNELS.loadDashboard, companyUrl, days),
  health: () => ipcRenderer.invoke(IPC_CHANNELS.health),
  settings: () => ipcRenderer.invoke(IPC_CHANNELS.settings),
  openSetup: () => ipcRenderer.invoke(IPC_CHANNELS.openSetup),
  setupState: () => ipcRenderer.invoke(IPC_CHANNELS.setupState),
  checkServer: (address) => ipcRenderer.invoke(IPC_CHANNELS.checkServer, address),
  saveSetup: (input) =>
    ipcRenderer.invoke(IPC_CHANNELS.saveSetup, {
      serverAddress: input.serverAddress,
      companyUrl: input.companyUrl,
      startAtLogin: input.startAtLogin,
    }),
  closeSetup: () => ipcRenderer.invoke(IPC_CHANNELS.closeSetup),
  quit: () => ipcRenderer.invoke(IPC_CHANNELS.quit),
  pairingState: () => ipcRenderer.invoke(IPC_CHANNELS.pairingState),
  startPairing: (serverAddress) =>
    ipcRenderer.invoke(IPC_CHANNELS.startPairing, serverAddress === null ? null : String(serverAddress)),
  weather: (companyUrl) => ipcRenderer.invoke(IPC_CHANNELS.weather, companyUrl),
  watchChanges: (onChange) => {
    // The listener gets only the change's kind: the IPC event (and its sender) stays in the preload.
    const listener = (_event: unknown, kind?: unknown) => onChange(typeof kind === 'string' ? kind : undefined);
    ipcRenderer.on(DASHBOARD_CHANGED_CHANNEL, listener);
    return () => void ipcRenderer.removeListener(DASHBOARD_CHANGED_CHANNEL, listener);
  },
  onSoundTest: (run) => {
    // Only the volume and silence reach the page, as plain values.
    const listener = (_event: unknown, screen?: { volume?: unknown; silent?: unknown }) =>
      run({
        volume: typeof screen?.volume === 'number' ? screen.volume : undefined,
        silent: screen?.silent === true,
      });
    ipcRenderer.on(SOUND_TEST_CHANNEL, listener);
    return () => void ipcRenderer.removeListener(SOUND_TEST_CHANNEL, listener);
  },
  soundTestResult: (outcome) => ipcRenderer.invoke(IPC_CHANNELS.soundTestResult, String(outcome)),
  nightState: (dark) => ipcRenderer.invoke(IPC_CHANNELS.nightState, dark === true),
};

contextBridge.exposeInMainWorld(BRIDGE_NAME, bridge);
