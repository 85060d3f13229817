import type { Logger } from './logger.js';
import { originOf } from './server-address.js';

type Listener = (...args: any[]) => void;

export interface GuardedContents {
  on(event: string, listener: Listener): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * Electron security checklist: 'Disable or limit navigation' (only the app's own pages and the
 * configured Minaret server), 'Disable or limit creation of new windows' (none at all: a kiosk has one
 * window, and a link to a masjid's website must not open a browser on the prayer-hall screen), 'Verify
 * WebView options before creation' (no webviews), and so also 'Do not use shell.openExternal with
 * untrusted content' (nothing is ever handed to the OS).
 */
export function guardNavigation(
  contents: GuardedContents,
  deps: { allowedOrigins: () => readonly string[]; log: Logger },
): void {
  const allowed = (url: string) => {
    const origin = originOf(url);
    return origin !== null && deps.allowedOrigins().includes(origin);
  };
  const limit = (kind: string) => (event: { preventDefault(): void }, url: string) => {
    if (allowed(url)) return;
    event.preventDefault();
    deps.log.warn(`Blocked ${kind} to ${url}`);
  };
  contents.on('will-navigate', limit('navigation'));
  contents.on('will-redirect', limit('redirect'));
  contents.setWindowOpenHandler(({ url }) => {
    deps.log.warn(`Blocked a new window for ${url}`);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event: { preventDefault(): void }) => {
    event.preventDefault();
    deps.log.warn('Blocked a webview');
  });
}
