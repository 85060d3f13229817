import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps } from './app-deps.js';
import { authRoutes } from './auth/auth.routes.js';
import { authenticate } from './auth/authenticate.js';
import { bulkRoutes } from './bulk/bulk.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { CENTRAL_CONTROL_BODY_LIMIT, CENTRAL_CONTROL_PATH, centralControlRoutes } from './central-control/central-control.routes.js';
import { companyRoutes } from './companies/company.routes.js';
import { configurationRoutes } from './configurations/configuration.routes.js';
import { changeEventRoutes } from './events/change-events.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { geocodeRoutes } from './geocode/geocode.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { handleError } from './http/error-handler.js';
import type { AppEnv } from './http/env.js';
import { AppError } from './http/errors.js';
import { prayerRoutes } from './prayer/prayer.routes.js';
import { reminderRoutes } from './reminders/reminders.routes.js';
import { userRoutes } from './users/user.routes.js';
import { webRoutes } from './web/web.routes.js';

/** JSON bodies are small; uploads (timetable CSV, announcement images) set their own larger limit. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Routes whose JSON bodies may be larger than JSON_BODY_LIMIT, by exact path. */
const LARGER_BODY_LIMITS = new Map<string, number>([[CENTRAL_CONTROL_PATH, CENTRAL_CONTROL_BODY_LIMIT]]);

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** Builds the whole HTTP app from its dependencies; main.ts serves it, tests call `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError(deps.logger));
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('multipart/')) return next();
    const maxSize = LARGER_BODY_LIMITS.get(c.req.path) ?? JSON_BODY_LIMIT;
    return bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('TOO_LARGE', `The request body is larger than ${sizeText(maxSize)}.`);
      },
    })(c, next);
  });
  app.use('*', authenticate(deps));

  app.route('/', authRoutes(deps));
  app.route('/', companyRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', configurationRoutes(deps));
  app.route('/', centralControlRoutes(deps));
  app.route('/', reminderRoutes(deps));
  app.route('/', changeEventRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', geocodeRoutes(deps));
  app.route('/', prayerRoutes(deps));
  app.route('/', calendarRoutes(deps));
  app.route('/', bulkRoutes(deps));
  app.route('/', healthRoutes(deps));
  app.route('/', webRoutes(deps.config));
  app.notFound((c) => c.json({ successful: false, code: 'NOT_FOUND', message: 'Not found.', fieldErrors: {} }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
