import type { ReactNode } from 'react';
import type { Language } from '@core/i18n/languages.js';
import { imposedLanguage } from '@core/screens/screen-languages.js';
import type { DashboardLoad } from '@core/dashboard/dashboard-data.js';
import * as styles from './hall-screen.css.js';
import { useScreenDisplay } from './use-hall-screen.js';

/**
 * The frame the dashboard is laid out in (docs/hall-screen.md#per-screen-settings): a size container for the
 * layout's landscape/portrait rules, turned a quarter when the screen is set to an orientation its display
 * does not have. Its children get the language the screen is set to (null: the masjid's).
 */
export function ScreenFrame({
  load,
  children,
}: {
  load: DashboardLoad;
  children: (screenLanguage: Language | null) => ReactNode;
}) {
  const display = useScreenDisplay(load);
  const orientationClass =
    display.orientation === 'portrait'
      ? styles.forcePortrait
      : display.orientation === 'landscape'
        ? styles.forceLandscape
        : '';
  return (
    <div
      className={[styles.frame, orientationClass].filter(Boolean).join(' ')}
      data-testid="screen-frame"
      data-orientation={display.orientation}
      data-language={display.language}
    >
      {children(imposedLanguage(display.language))}
    </div>
  );
}
