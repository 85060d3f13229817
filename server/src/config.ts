import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-address.js';

/** The only reader of process.env: everything else receives a Config. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8085),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL must be a postgres:// URL').optional(),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a full URL such as https://minaret.example.org').optional(),
  SMTP_URL: z.string().url('SMTP_URL must look like smtp://user:pass@host:587').optional(),
  MAIL_FROM: z.string().default('Minaret <no-reply@minaret.local>'),
  SUPERADMIN_EMAIL: z.string().optional(),
  SUPERADMIN_PASSWORD: z.string().min(8, 'SUPERADMIN_PASSWORD must be at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  GEOCODER_URL: z.string().url('GEOCODER_URL must be a Nominatim-compatible base URL').optional(),
  WEB_DIST_DIR: z.string().optional(),
  WIDGETS_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  HSTS_MAX_AGE: z.coerce
    .number()
    .int('HSTS_MAX_AGE must be whole seconds')
    .min(0)
    .max(2 * 365 * 86_400)
    .optional(),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1, 'REGISTRATIONS_PER_ADDRESS must be at least 1').default(20),
  PUBLIC_READS_PER_MINUTE: z.coerce.number().int().min(1, 'PUBLIC_READS_PER_MINUTE must be at least 1').default(600),
  PUBLIC_API_READS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, 'PUBLIC_API_READS_PER_MINUTE must be at least 1')
    .default(60),
  PUSH_SUBSCRIPTIONS_PER_MASJID: z.coerce
    .number()
    .int()
    .min(1, 'PUSH_SUBSCRIPTIONS_PER_MASJID must be at least 1')
    .default(5000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100, 'HEADERS_TIMEOUT_MS must be at least 100').default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100, 'REQUEST_TIMEOUT_MS must be at least 100').default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100, 'KEEP_ALIVE_TIMEOUT_MS must be at least 100').default(5_000),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1, 'CONNECTIONS_PER_ADDRESS must be at least 1').default(256),
  EVENT_STREAMS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1, 'EVENT_STREAMS_PER_ADDRESS must be at least 1')
    .default(200),
  WEATHER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'WEATHER_TIMEOUT_MS must be at least 100')
    .max(30_000, 'WEATHER_TIMEOUT_MS must be at most 30000')
    .default(3_000),
});

/** 180 days: sent only when the public address is https (browsers ignore the header over http anyway). */
const DEFAULT_HSTS_SECONDS = 180 * 86_400;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  superAdminEmail: string | undefined;
  superAdminPassword: string | undefined;
  jwtSecret: string | undefined;
  tokenHours: number;
  geocoderUrl: string | undefined;
  /** Built web app and widgets; `dist/web` by default. */
  webDistDir: string;
  /** Built widgets, served under /static/; `dist/widgets` by default. */
  widgetsDistDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Which proxies may tell the client's address through X-Forwarded-For (docs/security.md). */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security max-age in seconds; 0 sends no header. */
  hstsMaxAge: number;
  /** Registration steps (masjid, first admin) one address may take before each further one is delayed. */
  registrationsPerAddress: number;
  /** Requests per minute one address may make to the public API without signing in. */
  publicReadsPerMinute: number;
  /** Requests per minute one address may make to the keyless v1 API (docs/public-api.md, "Rate limit"). */
  publicApiReadsPerMinute: number;
  /** Browsers one masjid's prayer alerts are sent to, at most (docs/outside-the-hall.md). */
  pushSubscriptionsPerMasjid: number;
  /** Slow and idle connections (docs/security.md "Idle and slow connections"), in milliseconds. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** Open connections one address may hold when clients connect directly (no TRUST_PROXY). */
  connectionsPerAddress: number;
  /** Open event streams (live dashboards and screens) one client address may hold. */
  eventStreamsPerAddress: number;
  /**
   * The Open-Meteo-compatible forecast address the dashboard's weather is asked from (docs/weather.md), or
   * null when `WEATHER_URL` is set empty or to `off`: then no masjid shows weather.
   */
  weatherUrl: string | null;
  /** How long one call to the weather service may take before the screen is answered without weather. */
  weatherTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Open-Meteo's forecast API, free for non-commercial use without a key (docs/weather.md). */
export const DEFAULT_WEATHER_URL = 'https://api.open-meteo.com/v1/forecast';

/** `WEATHER_URL`: unset is Open-Meteo; empty or `off` turns weather off; anything else must be an http(s) address. */
function weatherUrlOf(value: string | undefined): { url: string | null } | { problem: string } {
  if (value === undefined) return { url: DEFAULT_WEATHER_URL };
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'off') return { url: null };
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { url: text };
  } catch {
    // Refused below with the same message as a wrong protocol.
  }
  return { problem: 'WEATHER_URL: must be an http(s) forecast address, empty or off' };
}

const blankToUndefined = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  const weather = weatherUrlOf(env.WEATHER_URL);
  const weatherProblems = 'problem' in weather ? [weather.problem] : [];
  if (!parsed.success) {
    throw new ConfigError([
      ...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ...weatherProblems,
    ]);
  }
  if ('problem' in weather) throw new ConfigError(weatherProblems);
  const values = parsed.data;
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(values.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError([`TRUST_PROXY: ${(error as Error).message}`]);
  }
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS)
    throw new ConfigError(['HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS']);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    superAdminEmail: values.SUPERADMIN_EMAIL,
    superAdminPassword: values.SUPERADMIN_PASSWORD,
    jwtSecret: values.JWT_SECRET,
    tokenHours: values.TOKEN_HOURS,
    geocoderUrl: values.GEOCODER_URL,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? 'dist/web'),
    widgetsDistDir: path.resolve(values.WIDGETS_DIST_DIR ?? 'dist/widgets'),
    logLevel: values.LOG_LEVEL,
    trustProxy,
    hstsMaxAge: values.HSTS_MAX_AGE ?? (publicUrl.startsWith('https:') ? DEFAULT_HSTS_SECONDS : 0),
    publicReadsPerMinute: values.PUBLIC_READS_PER_MINUTE,
    publicApiReadsPerMinute: values.PUBLIC_API_READS_PER_MINUTE,
    registrationsPerAddress: values.REGISTRATIONS_PER_ADDRESS,
    pushSubscriptionsPerMasjid: values.PUSH_SUBSCRIPTIONS_PER_MASJID,
    timeouts: {
      headersMs: values.HEADERS_TIMEOUT_MS,
      requestMs: values.REQUEST_TIMEOUT_MS,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_MS,
    },
    connectionsPerAddress: values.CONNECTIONS_PER_ADDRESS,
    eventStreamsPerAddress: values.EVENT_STREAMS_PER_ADDRESS,
    weatherUrl: weather.url,
    weatherTimeoutMs: values.WEATHER_TIMEOUT_MS,
  };
}
