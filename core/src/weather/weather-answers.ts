/**
 * The weather's answer as a zod schema (docs/api.md, "Answers"; docs/weather.md), tied to weather.types.ts,
 * which stays zod-free for the dashboard chunk.
 */
import { z } from 'zod';
import type { WeatherAnswer, WeatherNow } from './weather.types.js';

export const weatherNowAnswer = z.object({
  temperature: z.number().meta({ description: 'Whole degrees in `unit`.' }),
  unit: z.enum(['C', 'F']),
  code: z.number().int().meta({ description: 'The WMO weather interpretation code (0-99).' }),
  condition: z.enum(['clear', 'partly-cloudy', 'cloudy', 'fog', 'drizzle', 'rain', 'snow', 'thunderstorm']),
  isDay: z.boolean(),
  observedAt: z.string().meta({ description: "When the provider's reading was made (ISO instant)." }),
}) satisfies z.ZodType<WeatherNow>;

export const weatherAnswer = z.object({
  weather: weatherNowAnswer.nullable().meta({ description: 'null when there is no weather to show.' }),
}) satisfies z.ZodType<WeatherAnswer>;
