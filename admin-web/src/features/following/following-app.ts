import { useEffect } from 'react';
import { registerOfflineShell } from '../install/use-installable-page.js';

/** The following app's manifest: one app for every followed masjid, opening at /following. */
export const FOLLOWING_MANIFEST = '/pwa/following.webmanifest';

/**
 * Makes /following the installable app's home and keeps its shell for offline use (docs/outside-the-hall.md,
 * "Following"): links the app's manifest and registers the service worker the masjid pages use.
 */
export function useFollowingApp() {
  useEffect(() => {
    if (window.minaretDesktop || !/^https?:$/.test(window.location.protocol)) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = FOLLOWING_MANIFEST;
    document.head.append(link);
    registerOfflineShell();
    return () => link.remove();
  }, []);
}
