import type { NamedPrayer } from '@core/i18n/public-locale.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import * as styles from '../dashboard.css.js';

/** The prayer's name, and under it the second language's on a bilingual screen. */
export function PrayerName({ name }: { name: NamedPrayer }) {
  const locale = usePublicLocale();
  const second = locale.second;
  return (
    <>
      {locale.prayer(name)}
      {second && (
        <span className={styles.secondName} lang={second.language} dir={second.dir} data-testid="second-name">
          {second.prayer(name)}
        </span>
      )}
    </>
  );
}
