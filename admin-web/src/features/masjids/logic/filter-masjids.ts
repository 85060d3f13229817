import type { Masjid } from '@core/api-types.js';

/** A masjid registered and not activated yet: what a super admin looks for first (docs/volunteer.md "All Masjids"). */
export function waitingForActivation(masjid: Masjid): boolean {
  return !masjid.active;
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
