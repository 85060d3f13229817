import { follow, isFollowing, unfollow, type FollowedMasjid } from './followed-masjids.js';
import { forgetFollowedYear, syncFollowedYear } from './year-sync.js';

/**
 * Follows a masjid on this device and starts keeping its year of days (docs/outside-the-hall.md,
 * "Following"). The reads name the masjid only; nothing about the visitor is sent.
 */
export function followMasjid(masjid: FollowedMasjid) {
  follow(masjid);
  void keepYearOf(masjid.url);
}

/** Brings a followed masjid's kept year up to date; a failure (offline) waits for the next try. */
export function keepYearOf(url: string): Promise<void> {
  return syncFollowedYear(url, () => isFollowing(url)).catch(() => undefined);
}

/** Unfollows a masjid and forgets its kept days. */
export function unfollowMasjid(url: string) {
  unfollow(url);
  void forgetFollowedYear(url).catch(() => undefined);
}
