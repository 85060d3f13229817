import type { AdminKey } from '@core/i18n/catalog-types.js';
import type { ScreenRole } from '@core/screens/screen-roles.js';

/** The words of each screen role in the Playlist section's choices. */
export const ROLE_KEYS = {
  'prayer-hall': 'settings.preview.rolePrayerHall',
  entrance: 'settings.preview.roleEntrance',
  'sisters-hall': 'settings.preview.roleSistersHall',
  announcements: 'settings.preview.roleAnnouncements',
} as const satisfies Record<ScreenRole, AdminKey>;
