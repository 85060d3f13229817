import type { Masjid } from '@core/api-types.js';

/**
 * Not activated yet and its first admin confirmed their email: what a super admin looks for first
 * (docs/volunteer.md "All Masjids"). A registration nobody finished is not waiting for anyone.
 */
export function waitingForActivation(masjid: Masjid): boolean {
  return !masjid.active && masjid.registration?.firstAdmin?.verified === true;
}

/** Not activated and without a confirmed first admin: left at the first step, or its email never confirmed. */
export function unfinishedRegistration(masjid: Masjid): boolean {
  return !masjid.active && masjid.registration?.firstAdmin?.verified !== true;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The masjids whose name, URL or address contain every word typed, optionally only those waiting. */
export function filterMasjids(masjids: readonly Masjid[], query: string, onlyWaiting: boolean): Masjid[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return masjids.filter((masjid) => {
    if (onlyWaiting && !waitingForActivation(masjid)) return false;
    const haystack = fold(
      [
        masjid.name,
        masjid.url,
        masjid.address.street,
        masjid.address.city,
        masjid.address.state,
        masjid.address.zip,
        masjid.address.country,
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
