import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  DELETE_SOUND,
  SAVE_SOUND_PROFILE,
  SOUND_FILE,
  SOUND_PROFILE,
  SOUNDS,
  UPDATE_SOUND,
  UPLOAD_SOUND,
} from '@core/http/contract/sound.js';
import { RECORDING_CONTENT_TYPES, RECORDING_MAX_BYTES, recordingDetailsSchema } from '@core/sound/recording.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';
import { AppError, badRequest, notFound, validationError } from '../http/errors.js';
import { toFieldErrors } from '@core/validation/field-errors.js';
import { jsonBody } from '../http/validate.js';
import { findRecordingBytes } from './recording.repository.js';
import { recordingTooLarge, removeRecording, renameRecording, uploadRecording } from './recording.service.js';
import { listSounds, profileOf, readSoundProfile, requireMasjid, saveSoundProfile } from './sound.service.js';

/** Room for the form's text fields and multipart boundaries beside the largest recording. */
const FORM_OVERHEAD = 64 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A masjid's sounds and sound profile (docs/sound.md), on the contract (core/src/http/contract/sound.ts). */
export function soundRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get(SOUNDS.path, endpointParams(SOUNDS), async (c) => {
        const { companyId } = endpointInput(c, SOUNDS).params;
        return c.json(await listSounds(deps, companyId));
      })
      .get(SOUND_PROFILE.path, endpointParams(SOUND_PROFILE), async (c) => {
        const { companyId } = endpointInput(c, SOUND_PROFILE).params;
        return c.json(await readSoundProfile(deps, companyId));
      })
      .put(
        SAVE_SOUND_PROFILE.path,
        endpointParams(SAVE_SOUND_PROFILE),
        jsonBody(SAVE_SOUND_PROFILE.body),
        async (c) => {
          const { companyId } = endpointInput(c, SAVE_SOUND_PROFILE).params;
          const auth = callerOf(c);
          const target = await saveSoundProfile(deps, auth, companyId, c.req.valid('json'));
          return c.json({
            successful: true,
            message: successMessage(c, text('server.done.soundProfileSaved')),
            target,
          });
        },
      )
      .post(
        UPLOAD_SOUND.path,
        endpointParams(UPLOAD_SOUND),
        async (c, next) => {
          // Checked before the body limit, which hands the handler a new request for the counted body.
          await requireMasjid(deps.db, endpointInput(c, UPLOAD_SOUND).params.companyId);
          await next();
        },
        // The app's global limit skips multipart bodies; this one counts the bytes as they arrive.
        bodyLimit({ maxSize: RECORDING_MAX_BYTES + FORM_OVERHEAD, onError: () => recordingTooLarge() }),
        async (c) => {
          const companyId = c.req.param('companyId') ?? '';
          const auth = callerOf(c);
          if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
            throw new AppError('UNSUPPORTED_MEDIA', text('server.sound.multipart'));
          const form = await c.req.parseBody().catch(() => {
            throw badRequest(text('server.sound.unreadable'));
          });
          const details = recordingDetailsSchema.safeParse({
            name: typeof form.name === 'string' ? form.name : '',
            credit: typeof form.credit === 'string' ? form.credit : '',
          });
          if (!(form.file instanceof File))
            throw validationError({ file: text('server.sound.chooseFile') }, text('server.sound.chooseFile'));
          if (!details.success) throw validationError(toFieldErrors(details.error));
          const bytes = new Uint8Array(await form.file.arrayBuffer());
          const target = await uploadRecording(deps, auth, companyId, details.data, bytes);
          const message = successMessage(c, text('server.done.recordingUploaded', { name: target.name }));
          return c.json({ successful: true, message, target });
        },
      )
      .patch(UPDATE_SOUND.path, endpointParams(UPDATE_SOUND), jsonBody(UPDATE_SOUND.body), async (c) => {
        const { companyId, soundId } = endpointInput(c, UPDATE_SOUND).params;
        await requireMasjid(deps.db, companyId);
        const target = await renameRecording(deps, companyId, soundId, c.req.valid('json'));
        const message = successMessage(c, text('server.done.recordingSaved', { name: target.name }));
        return c.json({ successful: true, message, target });
      })
      .delete(DELETE_SOUND.path, endpointParams(DELETE_SOUND), async (c) => {
        const { companyId, soundId } = endpointInput(c, DELETE_SOUND).params;
        await requireMasjid(deps.db, companyId);
        const name = await removeRecording(deps, companyId, soundId, profileOf);
        return c.json({ successful: true, message: successMessage(c, text('server.done.recordingDeleted', { name })) });
      })
      // Public: screens fetch recordings without signing in; the address is the content's hash (docs/sound.md).
      .get(SOUND_FILE.path, endpointParams(SOUND_FILE), async (c) => {
        const { file } = endpointInput(c, SOUND_FILE).params;
        const hash = file.slice(0, 64);
        const tag = `"${hash}"`;
        const found = await findRecordingBytes(deps.db, hash);
        if (!found || !file.endsWith(`.${found.format}`)) throw notFound('Sound');
        const headers = {
          'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
          ETag: tag,
          'Content-Type': RECORDING_CONTENT_TYPES[found.format],
        };
        if (c.req.header('if-none-match') === tag) return c.body(null, 304, headers);
        return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, headers);
      })
  );
}
