// `node --import ./run-main.mjs out/main/index.js`: loads the built main bundle with the fake 'electron',
// waits until it has loaded its first page, asks its app protocol for the renderer page, and prints what
// it did as one JSON line.
import { register } from 'node:module';

register('./loader.mjs', import.meta.url);

const POLL_MS = 25;
// A start that loads no page at all is reported as it stands once this much time has passed.
const deadline = Date.now() + Number(process.env.FAKE_ELECTRON_WAIT_MS ?? 20_000);

/** The app has started once its window loaded a page: its handlers are registered before that. */
function started() {
  const window = globalThis.__fakeElectron?.windows[0];
  return (window?.webContents.loaded.length ?? 0) > 0;
}

function whenStarted() {
  return new Promise((resolve) => {
    const check = () => (started() || Date.now() > deadline ? resolve() : setTimeout(check, POLL_MS));
    setTimeout(check, POLL_MS);
  });
}

whenStarted().then(async () => {
  const record = globalThis.__fakeElectron;
  const window = record.windows[0];
  const handler = record.protocolHandlers.minaret;
  const page = handler ? await handler({ url: 'minaret://app/index.html' }) : null;
  // The IPC gateway as built: the kiosk page's top frame is answered, anything else refused.
  const settings = record.ipcHandlers['minaret:settings'];
  const ask = async (event) => {
    try {
      return { answer: (await settings(event)) ?? null };
    } catch (error) {
      return { refused: error.message };
    }
  };
  const ipc = settings
    ? {
        fromApp: await ask({
          sender: window.webContents,
          senderFrame: { url: 'minaret://app/index.html', parent: null },
        }),
        fromElsewhere: await ask({
          sender: window.webContents,
          senderFrame: { url: 'https://evil.test/', parent: null },
        }),
      }
    : null;
  // The first paint, then the page trying to leave the app: for the configured server, a masjid's
  // website and the app's own page.
  window?.emit('ready-to-show');
  const navigation = {};
  for (const url of ['minaret://app/index.html', 'http://127.0.0.1:9/masjidnoor', 'https://noor.example.org/']) {
    let prevented = false;
    window?.webContents.emit('will-navigate', { preventDefault: () => (prevented = true) }, url);
    navigation[url] = prevented ? 'blocked' : 'allowed';
  }
  const report = {
    navigation,
    screenEvents: record.screen.eventNames(),
    processListeners: {
      uncaughtException: process.listenerCount('uncaughtException'),
      unhandledRejection: process.listenerCount('unhandledRejection'),
    },
    calls: record.calls.map(([name, ...args]) => [name, ...args.map((arg) => (arg === undefined ? null : arg))]),
    ipcHandle: record.ipcHandle,
    paths: record.paths,
    windowOptions: window?.options ?? null,
    loaded: window?.webContents.loaded ?? [],
    webContentsEvents: window ? window.webContents.eventNames() : [],
    windowEvents: window ? window.eventNames() : [],
    ipc,
    page: page
      ? { status: page.status, csp: page.headers.get('content-security-policy'), body: await page.text() }
      : null,
  };
  console.log(`REPORT ${JSON.stringify(report)}`);
  process.exit(0);
});
