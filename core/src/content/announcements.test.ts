import { describe, expect, it } from 'vitest';
import { activeAnnouncements, isAnnouncementInWindow } from './announcements.js';
import type { Announcement } from './central-control.types.js';

const a = (title: string, startDate: string | null, endDate: string | null, enabled = true): Announcement => ({
  title,
  text: '',
  image: null,
  startDate,
  endDate,
  enabled,
});

describe('announcements on a screen', () => {
  const list = [
    a('open', null, null),
    a('disabled', null, null, false),
    a('from today', '2026-03-10', null),
    a('until today', null, '2026-03-10'),
    a('ended', '2026-03-01', '2026-03-09'),
    a('later', '2026-03-11', '2026-03-20'),
  ];

  it('shows enabled ones whose window includes the day, both ends included', () => {
    expect(activeAnnouncements(list, '2026-03-10').map((x) => x.title)).toEqual(['open', 'from today', 'until today']);
  });

  it('matches a window overlapping a range of days', () => {
    expect(isAnnouncementInWindow(list[5]!, '2026-03-09', '2026-03-11')).toBe(true);
    expect(isAnnouncementInWindow(list[4]!, '2026-03-10', '2026-03-11')).toBe(false);
  });
});
