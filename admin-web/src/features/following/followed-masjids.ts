/**
 * The masjids this device follows (docs/outside-the-hall.md, "Following"): kept in the browser's own
 * storage, never sent anywhere. No account: the list is the device's, like a bookmark.
 */
import { useSyncExternalStore } from 'react';

export interface FollowedMasjid {
  url: string;
  name: string;
}

const KEY = 'minaret.following';
const CHANGED = 'minaret:following';

/**
 * One empty list for every read that finds none: useSyncExternalStore takes a new array on each read for a
 * change and draws again, without end (React error 185), as on a dashboard framed by another site whose
 * browser refuses that frame its storage.
 */
const NONE: FollowedMasjid[] = [];
let cachedText: string | null = null;
let cachedList: FollowedMasjid[] = NONE;

function isFollowed(value: unknown): value is FollowedMasjid {
  const entry = value as FollowedMasjid | null;
  return typeof entry?.url === 'string' && entry.url !== '' && typeof entry.name === 'string';
}

/** The followed masjids in the order they were followed. */
export function followedMasjids(): FollowedMasjid[] {
  let text: string | null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return NONE;
  }
  if (text === cachedText) return cachedList;
  cachedText = text;
  try {
    const parsed = JSON.parse(text ?? '[]') as unknown;
    cachedList = Array.isArray(parsed) ? parsed.filter(isFollowed) : NONE;
  } catch {
    cachedList = NONE;
  }
  return cachedList;
}

function save(list: FollowedMasjid[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage switched off: following cannot be kept on this device.
  }
  window.dispatchEvent(new Event(CHANGED));
}

const sameUrl = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function isFollowing(url: string): boolean {
  return followedMasjids().some((entry) => sameUrl(entry.url, url));
}

export function follow(masjid: FollowedMasjid) {
  if (isFollowing(masjid.url)) return;
  save([...followedMasjids(), { url: masjid.url, name: masjid.name }]);
}

export function unfollow(url: string) {
  save(followedMasjids().filter((entry) => !sameUrl(entry.url, url)));
}

function subscribe(changed: () => void) {
  window.addEventListener(CHANGED, changed);
  // Another tab of the same site followed or unfollowed.
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener('storage', changed);
  };
}

/** The followed masjids, drawn again whenever this tab or another changes them. */
export function useFollowedMasjids(): FollowedMasjid[] {
  return useSyncExternalStore(subscribe, followedMasjids, () => NONE);
}
