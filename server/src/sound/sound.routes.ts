import { Hono, type Context } from 'hono';
import { SAVE_SOUND_PROFILE, SOUND_PROFILE, SOUNDS } from '@core/http/contract/sound.js';
import type { AppDeps } from '../app-deps.js';
import { requireMasjidAdmin, signedIn } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';
import { jsonBody } from '../http/validate.js';
import { listSounds, readSoundProfile, saveSoundProfile } from './sound.service.js';

/**
 * The permission check comes before the body is read, so an outsider learns nothing from validation; the
 * masjid it needs is read by hand (docs/ARCHITECTURE.md, "Adding a route").
 */
const ownMasjid = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  requireMasjidAdmin(c, c.req.param('companyId') ?? '');
  await next();
};

/** A masjid's sounds and sound profile (docs/sound.md), on the contract (core/src/http/contract/sound.ts). */
export function soundRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(SOUNDS.path, signedIn, endpointParams(SOUNDS), ownMasjid, async (c) => {
      const { companyId } = endpointInput(c, SOUNDS).params;
      return c.json(await listSounds(deps, companyId));
    })
    .get(SOUND_PROFILE.path, signedIn, endpointParams(SOUND_PROFILE), ownMasjid, async (c) => {
      const { companyId } = endpointInput(c, SOUND_PROFILE).params;
      return c.json(await readSoundProfile(deps, companyId));
    })
    .put(
      SAVE_SOUND_PROFILE.path,
      signedIn,
      endpointParams(SAVE_SOUND_PROFILE),
      ownMasjid,
      jsonBody(SAVE_SOUND_PROFILE.body),
      async (c) => {
        const { companyId } = endpointInput(c, SAVE_SOUND_PROFILE).params;
        const auth = requireMasjidAdmin(c, companyId);
        const target = await saveSoundProfile(deps, auth, companyId, c.req.valid('json'));
        return c.json({ successful: true, message: successMessage(c, text('server.done.soundProfileSaved')), target });
      },
    );
}
