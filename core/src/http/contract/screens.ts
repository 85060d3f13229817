import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import {
  claimScreenSchema,
  heartbeatReplyAnswer,
  heartbeatSchema,
  pairingStartedAnswer,
  pairingStatusAnswer,
  screenAnswer,
  screenCommandSchema,
  updateScreenSchema,
  type HeartbeatReply,
  type PairingStarted,
  type PairingStatus,
  type Screen,
} from '../../screens/screen.schema.js';
import { plainServiceAnswer, serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { segment } from './text-values.js';

/**
 * What a screen calls (docs/screens.md): server/src/screens, desktop/main/screen-api.ts; then what a
 * masjid's admins call to manage its screens (admin-web/src/features/screens/api).
 */

/** POST /api/screens/pairings: a new pairing code for a screen to show. */
export const START_PAIRING = endpoint<PairingStarted>()({
  method: 'POST',
  path: PATHS.screenPairings,
  doc: { tag: 'Screens', summary: 'A screen asks for a pairing code.', access: 'anyone' },
  params: z.object({}),
  answer: pairingStartedAnswer,
});

/** GET /api/screens/pairings/{pairingId}: whether an admin has claimed the code yet (then the screen's token). */
export const PAIRING_STATUS = endpoint<PairingStatus>()({
  method: 'GET',
  path: PATHS.screenPairing,
  doc: { tag: 'Screens', summary: 'A screen polls its pairing; answers its token once claimed.', access: 'anyone' },
  params: z.object({ pairingId: segment }),
  answer: pairingStatusAnswer,
});

/** POST /api/screens/heartbeat with the screen's token: what it shows; answers the commands waiting for it. */
export const SCREEN_HEARTBEAT = endpoint<HeartbeatReply>()({
  method: 'POST',
  path: PATHS.screenHeartbeat,
  doc: { tag: 'Screens', summary: 'A screen reports its state and picks up commands.', access: 'screen' },
  params: z.object({}),
  body: heartbeatSchema,
  answer: heartbeatReplyAnswer,
});

/** POST /api/screens/screenshot with the screen's token: a JPEG (or PNG) of what it shows, as the body. */
export const SCREEN_SCREENSHOT = endpoint<{ successful: true; message: string }>()({
  method: 'POST',
  path: '/api/screens/screenshot',
  doc: {
    tag: 'Screens',
    summary: 'A screen uploads a screenshot (JPEG or PNG body).',
    access: 'screen',
    consumes: ['image/jpeg', 'image/png'],
  },
  params: z.object({}),
  answer: z.object({ successful: z.literal(true), message: z.string() }),
});

/** A masjid and one of its screens. */
const screenParams = z.object({ companyId: segment, screenId: segment });

/** GET /api/companies/{companyId}/screens: the masjid's screens with their state. */
export const MASJID_SCREENS = endpoint<Screen[]>()({
  method: 'GET',
  path: '/api/companies/:companyId/screens',
  doc: { tag: 'Screens', summary: "A masjid's screens.", access: 'masjid-admin', answers: 'array' },
  params: z.object({ companyId: segment }),
  answer: z.array(screenAnswer),
});

/** POST /api/companies/{companyId}/screens {code, name}: claims the screen showing the pairing code. */
export const CLAIM_SCREEN = endpoint<ServiceResponse<Screen>>()({
  method: 'POST',
  path: '/api/companies/:companyId/screens',
  doc: { tag: 'Screens', summary: 'Claim a screen by its pairing code.', access: 'masjid-admin' },
  params: z.object({ companyId: segment }),
  body: claimScreenSchema,
  answer: serviceAnswer(screenAnswer),
});

/** PATCH /api/companies/{companyId}/screens/{screenId} {name?, settings?}: renames a screen or changes what it shows. */
export const UPDATE_SCREEN = endpoint<ServiceResponse<Screen>>()({
  method: 'PATCH',
  path: '/api/companies/:companyId/screens/:screenId',
  doc: { tag: 'Screens', summary: 'Rename a screen.', access: 'masjid-admin' },
  params: screenParams,
  body: updateScreenSchema,
  answer: serviceAnswer(screenAnswer),
});

/** POST /api/companies/{companyId}/screens/{screenId}/commands {command}: picked up at the screen's next heartbeat. */
export const SCREEN_COMMAND = endpoint<ServiceResponse<Screen>>()({
  method: 'POST',
  path: '/api/companies/:companyId/screens/:screenId/commands',
  doc: { tag: 'Screens', summary: 'Send a screen a command (reload, screenshot ...).', access: 'masjid-admin' },
  params: screenParams,
  body: screenCommandSchema,
  answer: serviceAnswer(screenAnswer),
});

/** GET /api/companies/{companyId}/screens/{screenId}/screenshot: the last screenshot: the image's bytes (PNG or JPEG). */
export const SCREEN_LAST_SCREENSHOT = endpoint<Uint8Array>()({
  method: 'GET',
  path: '/api/companies/:companyId/screens/:screenId/screenshot',
  doc: {
    tag: 'Screens',
    summary: "A screen's last screenshot, as the screen sent it (the desktop app sends JPEG).",
    access: 'masjid-admin',
    produces: ['image/jpeg', 'image/png'],
  },
  params: screenParams,
});

/** DELETE /api/companies/{companyId}/screens/{screenId}: the screen's token stops working. */
export const DELETE_SCREEN = endpoint<ServiceResponse>()({
  method: 'DELETE',
  path: '/api/companies/:companyId/screens/:screenId',
  doc: { tag: 'Screens', summary: 'Remove a screen (its token stops working).', access: 'masjid-admin' },
  params: screenParams,
  answer: plainServiceAnswer,
});
