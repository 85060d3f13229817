import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PLAYLIST, POSTER_FILE, RESTORE_PLAYLIST, SAVE_PLAYLIST, UPLOAD_POSTER } from '@core/http/contract/playlist.js';
import { POSTER_CONTENT_TYPES, POSTER_MAX_BYTES, posterDetailsSchema } from '@core/playlists/masjid-playlist.js';
import { toFieldErrors } from '@core/validation/field-errors.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { AppError, badRequest, notFound, validationError } from '../http/errors.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';
import { jsonBody } from '../http/validate.js';
import { requireMasjid } from '../sound/sound.service.js';
import { findPosterBytes } from './playlist.repository.js';
import { posterTooLarge, readPlaylist, restorePlaylist, savePlaylist, uploadPoster } from './playlist.service.js';

/** Room for the form's text fields and multipart boundaries beside the largest poster. */
const FORM_OVERHEAD = 64 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A masjid's playlist and posters (docs/screens.md, "Playlists"), on core/src/http/contract/playlist.ts. */
export function playlistRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get(PLAYLIST.path, endpointParams(PLAYLIST), async (c) => {
        const { companyId } = endpointInput(c, PLAYLIST).params;
        return c.json(await readPlaylist(deps, companyId));
      })
      .put(SAVE_PLAYLIST.path, endpointParams(SAVE_PLAYLIST), jsonBody(SAVE_PLAYLIST.body), async (c) => {
        const { companyId } = endpointInput(c, SAVE_PLAYLIST).params;
        const auth = callerOf(c);
        const target = await savePlaylist(deps, auth, companyId, c.req.valid('json'));
        return c.json({ successful: true, message: successMessage(c, text('server.done.playlistSaved')), target });
      })
      .post(RESTORE_PLAYLIST.path, endpointParams(RESTORE_PLAYLIST), jsonBody(RESTORE_PLAYLIST.body), async (c) => {
        const { companyId } = endpointInput(c, RESTORE_PLAYLIST).params;
        const target = await restorePlaylist(deps, callerOf(c), companyId, c.req.valid('json').entryId);
        return c.json({ successful: true, message: successMessage(c, text('server.done.playlistRestored')), target });
      })
      .post(
        UPLOAD_POSTER.path,
        endpointParams(UPLOAD_POSTER),
        async (c, next) => {
          await requireMasjid(deps.db, endpointInput(c, UPLOAD_POSTER).params.companyId);
          await next();
        },
        // The app's global limit skips multipart bodies; this one counts the bytes as they arrive.
        bodyLimit({ maxSize: POSTER_MAX_BYTES + FORM_OVERHEAD, onError: () => posterTooLarge() }),
        async (c) => {
          const companyId = c.req.param('companyId') ?? '';
          const auth = callerOf(c);
          if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
            throw new AppError('UNSUPPORTED_MEDIA', text('server.poster.multipart'));
          const form = await c.req.parseBody().catch(() => {
            throw badRequest(text('server.sound.unreadable'));
          });
          if (!(form.file instanceof File))
            throw validationError({ file: text('server.poster.chooseFile') }, text('server.poster.chooseFile'));
          const details = posterDetailsSchema.safeParse({ name: typeof form.name === 'string' ? form.name : '' });
          if (!details.success) throw validationError(toFieldErrors(details.error));
          const bytes = new Uint8Array(await form.file.arrayBuffer());
          const target = await uploadPoster(deps, auth, companyId, details.data.name, bytes);
          const message = successMessage(c, text('server.done.posterUploaded', { name: target.name }));
          return c.json({ successful: true, message, target });
        },
      )
      // Public: screens fetch posters without signing in; the address is the content's hash.
      .get(POSTER_FILE.path, endpointParams(POSTER_FILE), async (c) => {
        const { file } = endpointInput(c, POSTER_FILE).params;
        const hash = file.slice(0, 64);
        const tag = `"${hash}"`;
        const found = await findPosterBytes(deps.db, hash);
        if (!found || !file.endsWith(`.${found.format}`)) throw notFound('Poster');
        const headers = {
          'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
          ETag: tag,
          'Content-Type': POSTER_CONTENT_TYPES[found.format],
        };
        if (c.req.header('if-none-match') === tag) return c.body(null, 304, headers);
        return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, headers);
      })
  );
}
