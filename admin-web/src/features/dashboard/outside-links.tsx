import { lazy, Suspense } from 'react';
import { usePublicLocale } from '../../lib/i18n/public-locale.js';
import * as styles from './outside-links.css.js';

// What a worshipper takes home (a calendar subscription, alerts on a phone) is not for the prayer hall's screen:
// loaded after the dashboard's first paint, so a screen's first load stays small (docs/hall-screen.md, "Weight").
const AddToCalendar = lazy(() =>
  import('../calendar-feed/add-to-calendar.js').then((module) => ({ default: module.AddToCalendar })),
);
const PrayerAlerts = lazy(() =>
  import('../prayer-alerts/prayer-alerts.js').then((module) => ({ default: module.PrayerAlerts })),
);
const FollowButton = lazy(() =>
  import('../following/follow-button.js').then((module) => ({ default: module.FollowButton })),
);

/** "Add to my calendar", "Prayer alerts", "Masjids near me" and "Follow" under the masjid's name. */
export function OutsideLinks({
  companyUrl,
  masjidName,
  className,
  itemClassName,
}: {
  companyUrl: string;
  masjidName: string;
  className: string;
  itemClassName: string;
}) {
  const locale = usePublicLocale();
  // The near-me page speaks the language this page speaks (docs/outside-the-hall.md, "Near me").
  const nearMe = locale.language === 'en' ? '/near-me' : `/near-me?lang=${locale.language}`;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <AddToCalendar companyUrl={companyUrl} className={itemClassName} group="outside" />
        <PrayerAlerts companyUrl={companyUrl} className={itemClassName} group="outside" />
      </Suspense>
      <a className={`${itemClassName} ${styles.nearMeLink}`} href={nearMe} data-testid="near-me-link">
        {locale.t('nearMe.title')}
      </a>
      {/* Follows this masjid on the device: the following app's home (docs/outside-the-hall.md, "Following"). */}
      <Suspense fallback={null}>
        <FollowButton url={companyUrl} name={masjidName} className={`${itemClassName} ${styles.phoneOnly}`} />
      </Suspense>
    </div>
  );
}
