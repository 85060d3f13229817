import { usePublicLocale } from '../../lib/i18n/public-locale.js';
import { followMasjid, unfollowMasjid } from './follow-actions.js';
import { useFollowedMasjids } from './followed-masjids.js';
import * as styles from './following.css.js';

/**
 * One tap follows a masjid on this device, and one more unfollows it (docs/outside-the-hall.md,
 * "Following"): on the masjid's page and on each row of the near-me list. A toggle button, so a screen
 * reader says whether it is pressed.
 */
export function FollowButton({ url, name, className }: { url: string; name: string; className?: string }) {
  const { t } = usePublicLocale();
  const following = useFollowedMasjids().some((entry) => entry.url.toLowerCase() === url.toLowerCase());
  return (
    <button
      type="button"
      className={`${styles.followButton} ${className ?? ''}`}
      aria-pressed={following}
      data-testid="follow-button"
      onClick={() => (following ? unfollowMasjid(url) : followMasjid({ url, name }))}
    >
      {following ? `✓ ${t('follow.following')}` : `+ ${t('follow.follow')}`}
    </button>
  );
}
