import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps } from './app-deps.js';
import { authRoutes } from './auth/auth.routes.js';
import { authenticate } from './auth/authenticate.js';
import { backupRoutes } from './backup/backup.routes.js';
import { bulkRoutes } from './bulk/bulk.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed.routes.js';
import { masjidRoutes } from './masjids/masjid.routes.js';
import { configurationRoutes } from './configurations/configuration.routes.js';
import { CONTENT_BODY_LIMIT, CONTENT_SAVE_PATH, contentRoutes } from './content/content.routes.js';
import { changeEventRoutes } from './events/change-events.routes.js';
import { createEventStreamHub } from './events/event-stream-hub.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { geocodeRoutes } from './geocode/geocode.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { historyActor } from './history/actor.js';
import { historyRoutes } from './history/history.routes.js';
import { errorBody, handleError } from './http/error-handler.js';
import { PUBLIC_API_PREFIX, publicReadLimits } from './http/public-read-limit.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { declaredAccess } from './http/declared-access.js';
import type { AppEnv } from './http/env.js';
import { AppError } from './http/errors.js';
import { manifestRoutes } from './install/manifest.routes.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import { prayerRoutes } from './prayer/prayer.routes.js';
import { pushRoutes } from './push/push.routes.js';
import { publicV1Headers, publicV1LaneHeaders } from './public-v1/public-v1-headers.js';
import { publicV1Routes } from './public-v1/public-v1.routes.js';
import { createKeptLane, type KeptLane } from './read-model/kept-lane.js';
import { createReadModel } from './read-model/read-model.js';
import { reminderRoutes } from './reminders/reminders.routes.js';
import { occasionsRoutes } from './occasions/occasions.routes.js';
import { monthDeclarationRoutes } from './month-declarations/month-declarations.routes.js';
import { councilRoutes } from './councils/council.routes.js';
import { soundRoutes } from './sound/sound.routes.js';
import { playlistRoutes } from './playlists/playlist.routes.js';
import { urgentRoutes } from './urgent/urgent.routes.js';
import { adhkarRoutes } from './adhkar/adhkar.routes.js';
import { HADITH_IMPORT_BODY_LIMIT, HADITH_IMPORT_PATH, hadithRoutes } from './hadith/hadith.routes.js';
import { SCREENSHOT_BODY_LIMIT, SCREENSHOT_PATH, screenRoutes } from './screens/screen.routes.js';
import { userRoutes } from './users/user.routes.js';
import { accountRecoveryRoutes } from './users/account-recovery.routes.js';
import { invitationRoutes } from './users/invitation.routes.js';
import { firstRunRoutes } from './first-run/first-run.routes.js';
import { actForRoutes } from './auth/act-for.routes.js';
import { createKeptFiles } from './web/kept-files.js';
import { weatherRoutes } from './weather/weather.routes.js';
import { sitemapRoutes } from './web/sitemap.routes.js';
import { webRoutes } from './web/web.routes.js';
import { isUrlTaken } from './masjids/masjid.repository.js';
import { coded } from '@core/validation/coded-message.js';
import { text } from './http/server-text.js';

/** JSON bodies are small; uploads (timetable CSV, announcement images) set their own larger limit. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Routes whose JSON bodies may be larger than JSON_BODY_LIMIT, by exact path. */
const LARGER_BODY_LIMITS = new Map<string, number>([
  [CONTENT_SAVE_PATH, CONTENT_BODY_LIMIT],
  [SCREENSHOT_PATH, SCREENSHOT_BODY_LIMIT],
  [HADITH_IMPORT_PATH, HADITH_IMPORT_BODY_LIMIT],
]);

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? text('server.size.mb', { count: bytes / 1024 / 1024 })
    : text('server.size.kb', { count: bytes / 1024 });

/** Builds the whole HTTP app from its dependencies; tests call `app.request()`. */
export function createApp(appDeps: AppDeps) {
  return createServedApp(appDeps).app;
}

/**
 * The app and, for main.ts to put in front of it, the kept lane that writes the public reads this
 * process keeps without going through the app (docs/read-model.md, "The kept lane").
 */
export function createServedApp(appDeps: AppDeps): { app: App; keptLane: KeptLane } {
  const readLimits = publicReadLimits({
    perMinute: appDeps.config.publicReadsPerMinute,
    publicApiPerMinute: appDeps.config.publicApiReadsPerMinute,
    trustProxy: appDeps.config.trustProxy,
  });
  // Public reads answered from memory, dropped by every change signal (docs/read-model.md); the v1 API's
  // from the kept lane with its CORS headers and its rate limit counted (docs/public-api.md).
  const readModel = createReadModel({
    ...appDeps,
    publicApi: {
      headersFor: publicV1LaneHeaders({ publicUrl: appDeps.config.publicUrl }),
      admit: readLimits.admitPublicApi,
    },
  });
  const deps: AppDeps = { ...appDeps, changes: readModel.changes };
  // Every open dashboard event stream of this process, fed by one subscription (docs/read-model.md).
  const eventStreams = createEventStreamHub({ changes: appDeps.changes, shutdown: appDeps.shutdown });
  const app = new Hono<AppEnv>();
  app.onError(handleError(deps.logger));
  app.use('*', ...requestLog(deps.logger));
  app.use('*', securityHeaders({ hstsMaxAge: deps.config.hstsMaxAge }));
  app.use('*', compress());
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', readModel.middleware);
  app.use('*', async (c, next) => {
    // A GET has no body; asking for one would build a full Request for every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('multipart/')) return next();
    const maxSize = LARGER_BODY_LIMITS.get(c.req.path) ?? JSON_BODY_LIMIT;
    return bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('TOO_LARGE', text('server.error.bodyTooLarge', { size: sizeText(maxSize) }));
      },
    })(c, next);
  });
  app.use('*', authenticate(deps));
  app.use('*', historyActor());
  // Each route's declared access, before anything reads its body (docs/security.md, "Permission first").
  app.use('*', declaredAccess(deps));
  app.use('/api/*', readLimits.api);
  app.use('/api/calendar/*', readLimits.calendar);
  // The keyless v1 API: CORS, its own published rate limit, ETags (docs/public-api.md).
  app.use(`${PUBLIC_API_PREFIX}*`, ...publicV1Headers(readLimits.publicApi, { publicUrl: deps.config.publicUrl }));
  // Its answers kept per masjid and day, behind the headers above, so a kept answer still carries them.
  app.use(`${PUBLIC_API_PREFIX}*`, readModel.publicApiMiddleware);

  app.route('/', authRoutes(deps));
  app.route('/', masjidRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', accountRecoveryRoutes(deps));
  app.route('/', invitationRoutes(deps));
  app.route('/', firstRunRoutes(deps));
  app.route('/', actForRoutes(deps));
  app.route('/', configurationRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', reminderRoutes(deps));
  app.route('/', hadithRoutes(deps));
  app.route('/', changeEventRoutes(deps, eventStreams));
  app.route('/', dashboardRoutes(deps));
  app.route('/', weatherRoutes(deps));
  app.route('/', geocodeRoutes(deps));
  app.route('/', prayerRoutes(deps));
  app.route('/', calendarRoutes(deps));
  app.route('/', calendarFeedRoutes(deps));
  app.route('/', publicV1Routes(deps));
  app.route('/', manifestRoutes(deps));
  app.route('/', sitemapRoutes(deps));
  app.route('/', pushRoutes(deps));
  app.route('/', bulkRoutes(deps));
  app.route('/', healthRoutes(deps));
  app.route('/', screenRoutes(deps));
  app.route('/', occasionsRoutes(deps));
  app.route('/', monthDeclarationRoutes(deps));
  app.route('/', councilRoutes(deps));
  app.route('/', urgentRoutes(deps));
  app.route('/', soundRoutes(deps));
  app.route('/', playlistRoutes(deps));
  app.route('/', adhkarRoutes(deps));
  app.route('/', historyRoutes(deps));
  app.route('/', backupRoutes(deps));
  app.route(
    '/',
    openApiRoutes(deps, () => app.routes),
  );
  const keptFiles = createKeptFiles();
  app.route(
    '/',
    webRoutes(deps.config, keptFiles, (url) => isUrlTaken(deps.db, url)),
  );
  app.notFound((c) =>
    c.json(errorBody(c, new AppError('NOT_FOUND', coded('Not found.', 'server.error.notFoundPlain'))), 404),
  );
  const keptLane = createKeptLane({
    sources: [readModel, keptFiles],
    logger: deps.logger,
    hstsMaxAge: deps.config.hstsMaxAge,
  });
  return { app, keptLane };
}

export type App = Hono<AppEnv>;
