import { useEffect } from 'react';
import { LIGHT } from '@core/http/contract/light.js';
import { pathOf } from '@core/http/contract/paths.js';

function headLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.dataset.installable = '';
  document.head.append(link);
  return link;
}

/** A file of the built app on this origin (hashed scripts, styles and fonts): the worker's asset cache. */
function builtFilePath(entry: PerformanceEntry): string | null {
  const url = new URL(entry.name);
  return url.origin === window.location.origin && url.pathname.startsWith('/assets/') ? url.pathname : null;
}

/**
 * The first visit loaded its files before the service worker existed, so they are not kept yet: put this
 * page and the files it loads into the worker's caches (the same names it uses), so the page opens offline
 * from the first visit on. Files are kept as they finish loading, not from a list taken once: a font or a
 * chunk asked for before the worker took the page can finish after (it then went past the worker, which
 * keeps only what goes through it). Adding a file the worker already kept is answered from its cache.
 */
async function keepThisPage() {
  if (typeof caches === 'undefined') return;
  await navigator.serviceWorker.ready;
  try {
    await (await caches.open('minaret-pages')).add(window.location.pathname);
  } catch {
    // Offline already, or storage refused: the worker keeps the page from the next visit on.
    return;
  }
  const assets = await caches.open('minaret-assets');
  const asked = new Set<string>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const path = builtFilePath(entry);
      if (path === null || asked.has(path)) continue;
      asked.add(path);
      assets.add(path).catch(() => asked.delete(path));
    }
  }).observe({ type: 'resource', buffered: true });
}

/**
 * Makes a masjid's public page installable and usable offline (docs/outside-the-hall.md): links the
 * masjid's manifest and registers the service worker (dist/web/sw.js, workbox) that keeps the page's
 * shell. Not in the desktop app (it has its own offline copy) nor where service workers are unavailable.
 */
export function useInstallablePage(companyUrl: string) {
  useEffect(() => {
    if (!companyUrl || window.minaretDesktop || !/^https?:$/.test(window.location.protocol)) return;
    const links = [
      headLink('manifest', pathOf(LIGHT.WEB_MANIFEST, { companyUrl })),
      headLink('apple-touch-icon', '/pwa/icon-192.png'),
    ];
    registerOfflineShell();
    return () => links.forEach((link) => link.remove());
  }, [companyUrl]);
}

/**
 * Registers the service worker that keeps this page's shell, so it opens without a network
 * (docs/outside-the-hall.md): the installable masjid page and the near-me page.
 */
export function registerOfflineShell() {
  if (window.minaretDesktop || !/^https?:$/.test(window.location.protocol) || !('serviceWorker' in navigator)) return;
  // Service workers need a secure context; localhost counts as one, so tests and development work too.
  // Registered after the page is drawn, so the worker's library is not part of a screen's first load.
  import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register()).then(keepThisPage, () => undefined);
}

/** The near-me page's offline shell, registered once it shows. */
export function useOfflineShell() {
  useEffect(registerOfflineShell, []);
}
