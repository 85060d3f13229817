/**
 * What a screen is for (docs/screens.md, "Roles"): the prayer hall's screen of today, the entrance, the
 * sisters' hall, or announcements only. Each role has its own default layout; the prayer times stay on
 * every one of them.
 */
export const SCREEN_ROLES = ['prayer-hall', 'entrance', 'sisters-hall', 'announcements'] as const;
export type ScreenRole = (typeof SCREEN_ROLES)[number];

export const DEFAULT_SCREEN_ROLE: ScreenRole = 'prayer-hall';

/** Roles whose screen faces the congregation at prayer: the full-screen phase cards are theirs (docs/phases.md). */
export function showsPhaseCards(role: ScreenRole): boolean {
  return role === 'prayer-hall' || role === 'sisters-hall';
}

/** Roles whose screen shows the verse, the sayings and the season's cards beside the announcements. */
export function showsReminders(role: ScreenRole): boolean {
  return role !== 'announcements';
}
