import { ACCEPT_INVITATION, INVITATION } from '@core/http/contract/account.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../lib/api-client.js';

/** GET /api/auth/invitation?token=: who the link invites; an expired or used link is refused with its own message. */
export function getInvitation(token: string): Promise<ResponseOf<typeof INVITATION>> {
  return call(INVITATION, { query: { token } });
}

/** POST /api/auth/invitation/accept: the invitee's chosen password. */
export function acceptInvitation(token: string, password: string): Promise<ResponseOf<typeof ACCEPT_INVITATION>> {
  return call(ACCEPT_INVITATION, { body: { token, password } });
}
