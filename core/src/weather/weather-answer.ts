import type { WeatherCondition, WeatherNow } from './weather.types.js';

const CONDITIONS: readonly WeatherCondition[] = [
  'clear',
  'partly-cloudy',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'snow',
  'thunderstorm',
];

/**
 * The weather of an answer of GET /api/dashboard/{companyUrl}/weather as the screen reads it: anything that
 * is not a whole reading (an older server, a proxy's error page) is no weather. Without zod, which the
 * dashboard never loads.
 */
export function weatherOfAnswer(answer: unknown): WeatherNow | null {
  const weather = (answer as { weather?: unknown } | null)?.weather as Partial<WeatherNow> | null | undefined;
  if (!weather || typeof weather !== 'object') return null;
  const { temperature, unit, code, condition, isDay, observedAt } = weather;
  if (typeof temperature !== 'number' || !Number.isFinite(temperature)) return null;
  if (unit !== 'C' && unit !== 'F') return null;
  if (typeof condition !== 'string' || !CONDITIONS.includes(condition)) return null;
  return {
    temperature: Math.round(temperature),
    unit,
    code: typeof code === 'number' ? code : 0,
    condition,
    isDay: isDay !== false,
    observedAt: typeof observedAt === 'string' ? observedAt : '',
  };
}
