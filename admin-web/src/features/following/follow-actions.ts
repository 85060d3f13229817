import { follow, isFollowing, unfollow, type FollowedMasjid } from './followed-masjids.js';
import { forgetKeptYear } from './kept-years.js';

/**
 * Follows a masjid on this device and starts keeping its year of days (docs/outside-the-hall.md,
 * "Following"). The reads name the masjid only; nothing about the visitor is sent.
 */
export function followMasjid(masjid: FollowedMasjid) {
  follow(masjid);
  void keepYearOf(masjid.url);
}

/**
 * Brings a followed masjid's kept year up to date; a failure (offline) waits for the next try. The reads go
 * through the API contract, whose answers are zod schemas: they load at the first tap, not with the Follow
 * button every masjid's dashboard shows (docs/hall-screen.md, "Weight").
 */
export function keepYearOf(url: string): Promise<void> {
  return import('./year-sync.js')
    .then(({ syncFollowedYear }) => syncFollowedYear(url, () => isFollowing(url)))
    .catch(() => undefined);
}

/** Unfollows a masjid and forgets its kept days (on the device: offline too). */
export function unfollowMasjid(url: string) {
  unfollow(url);
  void forgetKeptYear(url).catch(() => undefined);
}
