import { z } from 'zod';
import type { WeatherAnswer } from '../../weather/weather.types.js';
import { weatherAnswer } from '../../weather/weather-answers.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { segment } from './text-values.js';

/**
 * GET /api/dashboard/{companyUrl}/weather: the current weather at a masjid that turned it on, apart from
 * the dashboard answer so that a slow weather service never delays or un-keeps it (docs/weather.md).
 */
export const WEATHER = endpoint<WeatherAnswer>()({
  method: 'GET',
  path: PATHS.weather,
  doc: {
    tag: 'Public pages',
    summary:
      'The current temperature and sky at the masjid, {weather: null} unless it turned weather on and the weather service answered (docs/weather.md). Asked of the service at most every 30 minutes per place; kept 5 minutes by browsers.',
    access: 'public-masjid',
  },
  params: z.object({ companyUrl: segment }),
  answer: weatherAnswer,
});
