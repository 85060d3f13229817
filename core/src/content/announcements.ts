import type { Announcement } from './central-control.types.js';

/** Enabled, and its start/end window (either end optional) overlaps the days from `from` to `to`. */
export function isAnnouncementInWindow(announcement: Announcement, from: string, to: string): boolean {
  if (!announcement.enabled) return false;
  if (announcement.startDate && announcement.startDate.slice(0, 10) > to) return false;
  if (announcement.endDate && announcement.endDate.slice(0, 10) < from) return false;
  return true;
}

/** What a screen shows on `today` (its own local date): enabled announcements whose window includes it. */
export function activeAnnouncements<T extends Announcement>(list: readonly T[], today: string): T[] {
  return list.filter((announcement) => isAnnouncementInWindow(announcement, today, today));
}
