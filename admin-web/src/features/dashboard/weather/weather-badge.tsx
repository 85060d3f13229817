import type { WeatherNow } from '@core/weather/weather.types.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import * as styles from './weather.css.js';
import { WeatherIcon } from './weather-icon.js';

/**
 * The current weather in the dashboard's header (docs/weather.md): an icon and the temperature, read out
 * as one phrase ("Weather: Partly cloudy, 71°F") in the page's language and digits.
 */
export function WeatherBadge({ weather }: { weather: WeatherNow }) {
  const { t } = usePublicLocale();
  const temperature = t(weather.unit === 'F' ? 'weather.fahrenheit' : 'weather.celsius', {
    degrees: String(weather.temperature),
  });
  const label = t('weather.label', { condition: t(`weather.condition.${weather.condition}`), temperature });
  return (
    <div
      className={styles.weather}
      role="img"
      aria-label={label}
      title={label}
      data-testid="weather"
      data-unit={weather.unit}
    >
      <WeatherIcon className={styles.icon} condition={weather.condition} isDay={weather.isDay} />
      {/* A minus sign and its unit keep their order on a right-to-left page. */}
      <span className={styles.temperature} dir="ltr" data-testid="weather-temperature">
        {temperature}
      </span>
    </div>
  );
}
