import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  DELETE_POSTER,
  DELETE_VIDEO,
  PLAYLIST,
  POSTER_FILE,
  RESTORE_PLAYLIST,
  SAVE_PLAYLIST,
  UPLOAD_POSTER,
  UPLOAD_VIDEO,
  VIDEO_FILE,
} from '@core/http/contract/playlist.js';
import { VIDEO_CONTENT_TYPES, VIDEO_MAX_BYTES, videoDetailsSchema } from '@core/playlists/video.js';
import { posterDetailsSchema } from '@core/playlists/masjid-playlist.js';
import { POSTER_CONTENT_TYPES, POSTER_MAX_BYTES } from '@core/playlists/posters.js';
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
import { byteRange } from '@core/http/byte-range.js';
import { findPosterBytes, findVideoFile, readVideoRange } from './playlist.repository.js';
import {
  posterTooLarge,
  readPlaylist,
  removeMedia,
  restorePlaylist,
  savePlaylist,
  uploadPoster,
  uploadVideo,
  videoTooLarge,
} from './playlist.service.js';

/** Room for the form's text fields and multipart boundaries beside the largest poster. */
const FORM_OVERHEAD = 64 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The most of a video one open-ended range answers (docs/screens.md, "Videos"): the element asks for more. */
const VIDEO_CHUNK_BYTES = 8 * 1024 * 1024;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

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
      .delete(DELETE_POSTER.path, endpointParams(DELETE_POSTER), async (c) => {
        const { companyId, posterId } = endpointInput(c, DELETE_POSTER).params;
        await requireMasjid(deps.db, companyId);
        const name = await removeMedia(deps, companyId, 'poster', posterId);
        return c.json({ successful: true, message: successMessage(c, text('server.done.posterDeleted', { name })) });
      })
      .delete(DELETE_VIDEO.path, endpointParams(DELETE_VIDEO), async (c) => {
        const { companyId, videoId } = endpointInput(c, DELETE_VIDEO).params;
        await requireMasjid(deps.db, companyId);
        const name = await removeMedia(deps, companyId, 'video', videoId);
        return c.json({ successful: true, message: successMessage(c, text('server.done.videoDeleted', { name })) });
      })
      // Public: screens fetch posters without signing in; the address is the content's hash.
      .get(POSTER_FILE.path, endpointParams(POSTER_FILE), async (c) => {
        const { file } = endpointInput(c, POSTER_FILE).params;
        const hash = file.slice(0, 64);
        const tag = `"${hash}"`;
        const found = await findPosterBytes(deps.db, hash);
        if (!found || !file.endsWith(`.${found.format}`)) throw notFound('Poster');
        const headers = {
          'Cache-Control': IMMUTABLE,
          ETag: tag,
          'Content-Type': POSTER_CONTENT_TYPES[found.format],
        };
        if (c.req.header('if-none-match') === tag) return c.body(null, 304, headers);
        return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, headers);
      })
      .post(
        UPLOAD_VIDEO.path,
        endpointParams(UPLOAD_VIDEO),
        async (c, next) => {
          await requireMasjid(deps.db, endpointInput(c, UPLOAD_VIDEO).params.companyId);
          await next();
        },
        // Counted as the bytes arrive: an upload over 100 MB is cut off with 413 before it is read whole.
        bodyLimit({ maxSize: VIDEO_MAX_BYTES + FORM_OVERHEAD, onError: () => videoTooLarge() }),
        async (c) => {
          const companyId = c.req.param('companyId') ?? '';
          if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
            throw new AppError('UNSUPPORTED_MEDIA', text('server.video.multipart'));
          const form = await c.req.parseBody().catch(() => {
            throw badRequest(text('server.sound.unreadable'));
          });
          if (!(form.file instanceof File))
            throw validationError({ file: text('server.video.chooseFile') }, text('server.video.chooseFile'));
          const details = videoDetailsSchema.safeParse({
            name: typeof form.name === 'string' ? form.name : '',
            sound: form.sound === 'on',
          });
          if (!details.success) throw validationError(toFieldErrors(details.error));
          const bytes = new Uint8Array(await form.file.arrayBuffer());
          const target = await uploadVideo(deps, callerOf(c), companyId, details.data, bytes);
          const message = successMessage(c, text('server.done.videoUploaded', { name: target.name }));
          return c.json({ successful: true, message, target });
        },
      )
      // Public, like posters; whole or in ranges, as video elements ask (206), never more than a chunk at once.
      .get(VIDEO_FILE.path, endpointParams(VIDEO_FILE), async (c) => {
        const { file } = endpointInput(c, VIDEO_FILE).params;
        const hash = file.slice(0, 64);
        const tag = `"${hash}"`;
        const found = await findVideoFile(deps.db, hash);
        if (!found || !file.endsWith(`.${found.format}`)) throw notFound('Video');
        const headers: Record<string, string> = {
          'Accept-Ranges': 'bytes',
          'Cache-Control': IMMUTABLE,
          ETag: tag,
          'Content-Type': VIDEO_CONTENT_TYPES[found.format],
        };
        if (c.req.header('if-none-match') === tag) return c.body(null, 304, headers);
        // A range asked against another version of the file (If-Range) cannot be: the address names the bytes.
        const range = byteRange(c.req.header('range'), found.size, VIDEO_CHUNK_BYTES);
        if (range.kind === 'unsatisfiable')
          return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${found.size}` });
        if (range.kind === 'whole') {
          const bytes = await readVideoRange(deps.db, hash, 0, found.size);
          return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
        }
        const bytes = await readVideoRange(deps.db, hash, range.start, range.end - range.start + 1);
        return c.body(bytes as Uint8Array<ArrayBuffer>, 206, {
          ...headers,
          'Content-Range': `bytes ${range.start}-${range.end}/${found.size}`,
        });
      })
  );
}
