import { useEffect } from 'react';
import { fillPath, PATHS } from '@core/http/contract/paths.js';

function headLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.dataset.installable = '';
  document.head.append(link);
  return link;
}

/**
 * The first visit loaded its files before the service worker existed, so they are not kept yet: put this
 * page and the scripts and styles it already loaded into the worker's caches (the same names it uses), so
 * the page opens offline from the first visit on.
 */
async function keepThisPage() {
  if (typeof caches === 'undefined') return;
  await navigator.serviceWorker.ready;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  try {
    await (await caches.open('minaret-pages')).add(window.location.pathname);
    await (await caches.open('minaret-assets')).addAll([...new Set(assets)]);
  } catch {
    // Offline already, or storage refused: the worker keeps files from the next visit on.
  }
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
      headLink('manifest', fillPath(PATHS.webManifest, { companyUrl })),
      headLink('apple-touch-icon', '/pwa/icon-192.png'),
    ];
    if ('serviceWorker' in navigator) {
      // Service workers need a secure context; localhost counts as one, so tests and development work too.
      // Registered after the page is drawn, so the worker's library is not part of a screen's first load.
      import('workbox-window')
        .then(({ Workbox }) => new Workbox('/sw.js').register())
        .then(keepThisPage, () => undefined);
    }
    return () => links.forEach((link) => link.remove());
  }, [companyUrl]);
}
