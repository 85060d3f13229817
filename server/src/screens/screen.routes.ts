import { Hono } from 'hono';
import {
  CLAIM_SCREEN,
  MASJID_SCREENS,
  DELETE_SCREEN,
  PAIRING_STATUS,
  SCREEN_COMMAND,
  SCREEN_HEARTBEAT,
  SCREEN_LAST_SCREENSHOT,
  SCREEN_SCREENSHOT,
  START_PAIRING,
  UPDATE_SCREEN,
} from '@core/http/contract/screens.js';
import { SCREENSHOT_MAX_BYTES, type ScreenCommand } from '@core/screens/screen.schema.js';
import type { ServerKey } from '@core/i18n/catalog-types.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import { screenOf } from '../http/declared-access.js';
import { clientAddress } from '../http/client-address.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { AppEnv } from '../http/env.js';
import { AppError } from '../http/errors.js';
import { jsonBody } from '../http/validate.js';
import * as screens from './screen.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

export const SCREENSHOT_PATH = SCREEN_SCREENSHOT.path;
export const SCREENSHOT_BODY_LIMIT = SCREENSHOT_MAX_BYTES;

/** What each Screens command answers (the screen acts on it at its next heartbeat, except unpair). */
const COMMAND_ANSWERS = {
  reload: 'server.done.screenReload',
  restart: 'server.done.screenRestart',
  screenshot: 'server.done.screenScreenshot',
  unpair: 'server.done.screenUnpaired',
  'sound-test': 'server.done.screenSoundTest',
} as const satisfies Record<ScreenCommand, ServerKey>;

/** Screens as a fleet: pairing by code, heartbeat, commands, screenshots (docs/screens.md). */
export function screenRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().route('/', screenSideRoutes(deps)).route('/', adminSideRoutes(deps));
}

function screenSideRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(START_PAIRING.path, async (c) =>
      c.json(await screens.startPairing(deps, clientAddress(c, deps.config.trustProxy))),
    )
    .get(PAIRING_STATUS.path, endpointParams(PAIRING_STATUS), async (c) =>
      c.json(await screens.pairingStatus(deps, endpointInput(c, PAIRING_STATUS).params.pairingId)),
    )
    .post(SCREEN_HEARTBEAT.path, jsonBody(SCREEN_HEARTBEAT.body, 'heartbeat'), async (c) =>
      c.json(await screens.heartbeat(deps, screenOf(c), c.req.valid('json'))),
    )
    .post(SCREENSHOT_PATH, async (c) => {
      const screen = screenOf(c);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) throw new AppError('BAD_REQUEST', text('server.error.screenshotEmpty'));
      await screens.storeScreenshot(deps, screen, bytes);
      return c.json({ successful: true, message: successMessage(c, text('server.done.screenshotSaved')) });
    });
}

function adminSideRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(MASJID_SCREENS.path, endpointParams(MASJID_SCREENS), async (c) => {
      const { companyId } = endpointInput(c, MASJID_SCREENS).params;
      return c.json(await screens.listMasjidScreens(deps, companyId));
    })
    .post(CLAIM_SCREEN.path, endpointParams(CLAIM_SCREEN), jsonBody(CLAIM_SCREEN.body, 'screen'), async (c) => {
      // A wrong code is a guess at a screen waiting in some hall: counted before the code is looked up,
      // like a sign-in (docs/security.md "Pairing codes").
      const userId = callerOf(c).userId;
      const address = clientAddress(c, deps.config.trustProxy);
      await deps.throttle.beginPairingClaim(userId, address);
      const target = await screens.claimScreen(
        deps,
        endpointInput(c, CLAIM_SCREEN).params.companyId,
        c.req.valid('json'),
      );
      await deps.throttle.pairingClaimSucceeded(userId, address);
      return c.json({
        successful: true,
        message: successMessage(c, text('server.done.screenPaired', { screen: target.name })),
        target,
      });
    })
    .patch(UPDATE_SCREEN.path, endpointParams(UPDATE_SCREEN), jsonBody(UPDATE_SCREEN.body, 'screen'), async (c) => {
      const { companyId, screenId } = endpointInput(c, UPDATE_SCREEN).params;
      const target = await screens.updateScreen(deps, companyId, screenId, c.req.valid('json'));
      return c.json({ successful: true, message: successMessage(c, text('server.done.screenSaved')), target });
    })
    .post(SCREEN_COMMAND.path, endpointParams(SCREEN_COMMAND), jsonBody(SCREEN_COMMAND.body), async (c) => {
      const { command } = c.req.valid('json');
      const { companyId, screenId } = endpointInput(c, SCREEN_COMMAND).params;
      const target = await screens.sendCommand(deps, companyId, screenId, command);
      const message = successMessage(c, text(COMMAND_ANSWERS[command]));
      return c.json({ successful: true, message, target });
    })
    .get(SCREEN_LAST_SCREENSHOT.path, endpointParams(SCREEN_LAST_SCREENSHOT), async (c) => {
      const { companyId, screenId } = endpointInput(c, SCREEN_LAST_SCREENSHOT).params;
      const shot = await screens.readScreenshot(deps, companyId, screenId);
      return c.body(shot.image as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': shot.content_type,
        'Cache-Control': 'private, no-store',
        'Last-Modified': shot.taken_at.toUTCString(),
      });
    })
    .delete(DELETE_SCREEN.path, endpointParams(DELETE_SCREEN), async (c) => {
      const { companyId, screenId } = endpointInput(c, DELETE_SCREEN).params;
      await screens.removeScreen(deps, companyId, screenId);
      return c.json({ successful: true, message: successMessage(c, text('server.done.screenDeleted')) });
    });
}
