import { activeUrgentMessages } from '@core/urgent/active-urgent.js';
import type { UrgentMessage } from '@core/urgent/urgent-message.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { useFitText } from '../hooks/use-fit-text.js';
import * as styles from './urgent-banner.css.js';

/**
 * The masjid's urgent message and the server notice across the top of the screen (docs/urgent-message.md),
 * until each one's end on the screen's own (corrected) clock, so one that ends goes without a reload and a
 * saved copy never shows one that has ended. A `?at=` preview does not move it: it follows the real time.
 */
export function UrgentBanner({ messages, now }: { messages: readonly UrgentMessage[] | undefined; now: number }) {
  const { t } = usePublicLocale();
  const active = activeUrgentMessages(messages, now);
  // Shrunk to fit the strip, never below the readable size (docs/hall-screen.md).
  const fit = useFitText<HTMLDivElement>(
    active.map((message) => `${message.id}:${message.text}`).join('\n'),
    0.4,
    0.05,
    { readable: true },
  );
  if (active.length === 0) return null;
  return (
    <div className={styles.banner} role="alert" data-testid="urgent-banner">
      <div className={styles.fit} ref={fit}>
        {active.map((message) => (
          <p
            key={message.id}
            className={`${styles.row} ${styles.tone[message.scope]}`}
            data-scope={message.scope}
            data-ends-at={message.endsAt}
          >
            <span className={styles.label}>
              {t(message.scope === 'server' ? 'urgent.serverLabel' : 'urgent.label')}
            </span>
            {/* What the admin wrote keeps its own direction on a page in another language (docs/languages.md#right-to-left). */}
            <bdi className={styles.text} data-testid="urgent-text">
              {message.text}
            </bdi>
          </p>
        ))}
      </div>
    </div>
  );
}
