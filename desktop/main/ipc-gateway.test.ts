import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '../ipc/ipc-contract.js';
import { createIpcGateway, type IpcEventLike } from './ipc-gateway.js';
import { registerIpcHandlers, type SignageServices } from './ipc-handlers.js';
import { recordingLogger } from './testing/fakes.js';

type Listener = (event: IpcEventLike, ...args: unknown[]) => unknown;

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  return { handlers, handle: (channel: string, listener: Listener) => void handlers.set(channel, listener) };
}

const kioskContents = { id: 1 };
const appFrame = { url: 'minaret://app/index.html', parent: null };
const fromApp: IpcEventLike = { sender: kioskContents, senderFrame: appFrame };

function gatewayWith(services: Partial<SignageServices> = {}) {
  const ipcMain = fakeIpcMain();
  const log = recordingLogger();
  const calls: unknown[][] = [];
  const record =
    (name: string, result: unknown = undefined) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return result;
    };
  const all: SignageServices = {
    loadDashboard: record('loadDashboard', Promise.resolve('load')) as SignageServices['loadDashboard'],
    health: record('health', Promise.resolve(true)) as SignageServices['health'],
    connection: record('connection', null) as SignageServices['connection'],
    openSetup: record('openSetup'),
    setupState: record('setupState') as SignageServices['setupState'],
    checkServer: record('checkServer') as SignageServices['checkServer'],
    saveSetup: record('saveSetup') as SignageServices['saveSetup'],
    closeSetup: record('closeSetup'),
    quit: record('quit'),
    pairingState: record('pairingState') as SignageServices['pairingState'],
    startPairing: record('startPairing') as SignageServices['startPairing'],
    weather: record('weather', Promise.resolve(null)) as SignageServices['weather'],
    ...services,
  };
  registerIpcHandlers(
    createIpcGateway({ ipcMain, trustedContents: () => kioskContents, appOrigin: 'minaret://app', log }),
    all,
  );
  const invoke = (channel: string, event: IpcEventLike, ...args: unknown[]) =>
    ipcMain.handlers.get(channel)!(event, ...args);
  return { ipcMain, invoke, calls, log };
}

describe('IPC gateway', () => {
  it('registers one handler per channel of the contract', () => {
    const { ipcMain } = gatewayWith();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });

  it("answers the kiosk window's top frame on the app origin", async () => {
    const { invoke, calls } = gatewayWith();
    expect(await invoke(IPC_CHANNELS.loadDashboard, fromApp, 'masjidnoor', 2)).toBe('load');
    expect(calls).toEqual([['loadDashboard', 'masjidnoor', 2]]);
  });

  it.each([
    ['another contents', { sender: { id: 2 }, senderFrame: appFrame }],
    ['a subframe', { sender: kioskContents, senderFrame: { url: 'minaret://app/index.html', parent: appFrame } }],
    [
      'a page of the server',
      { sender: kioskContents, senderFrame: { url: 'https://minaret.example.org/', parent: null } },
    ],
    ['a foreign site', { sender: kioskContents, senderFrame: { url: 'https://evil.test/', parent: null } }],
    ['a frame already gone', { sender: kioskContents, senderFrame: null }],
  ])('drops a message from %s', (_name, event) => {
    const { invoke, calls, log } = gatewayWith();
    expect(() => invoke(IPC_CHANNELS.quit, event as IpcEventLike)).toThrow('Refused: unknown sender');
    expect(calls).toEqual([]);
    expect(log.lines[0]).toMatch(/^warn IPC minaret:quit refused/);
  });

  it('checks arguments before any service sees them', () => {
    const { invoke, calls } = gatewayWith();
    expect(() => invoke(IPC_CHANNELS.loadDashboard, fromApp, 'masjidnoor', 0)).toThrow(/days/);
    expect(() => invoke(IPC_CHANNELS.loadDashboard, fromApp, 'masjidnoor', 1.5)).toThrow(/days/);
    expect(() => invoke(IPC_CHANNELS.loadDashboard, fromApp, { url: 'x' }, 1)).toThrow(/companyUrl/);
    expect(() => invoke(IPC_CHANNELS.checkServer, fromApp, 'x'.repeat(5000))).toThrow(/address/);
    expect(() =>
      invoke(IPC_CHANNELS.saveSetup, fromApp, {
        serverAddress: 'https://a.example',
        companyUrl: 'x',
        startAtLogin: 'yes',
      }),
    ).toThrow(/startAtLogin/);
    expect(calls).toEqual([]);
    invoke(IPC_CHANNELS.saveSetup, fromApp, {
      serverAddress: 'https://a.example',
      companyUrl: 'x',
      startAtLogin: true,
      extra: '<script>',
    });
    expect(calls).toEqual([['saveSetup', { serverAddress: 'https://a.example', companyUrl: 'x', startAtLogin: true }]]);
  });
});
