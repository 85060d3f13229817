import { Hono } from 'hono';
import { ACCEPT_INVITATION, INVITATION } from '@core/http/contract/account.js';
import { INVITE_USER } from '@core/http/contract/users.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { jsonBody } from '../http/validate.js';
import { acceptInvitation, describeInvitation, inviteUser } from './invitation.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/** Inviting a user by email (docs/volunteer.md "Inviting a user"): the admin's call, then the invitee's two. */
export function invitationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(INVITE_USER.path, endpointParams(INVITE_USER), jsonBody(INVITE_USER.body, 'user'), async (c) => {
      const { companyId } = endpointInput(c, INVITE_USER).params;
      const { user, again } = await inviteUser(deps, callerOf(c), companyId, c.req.valid('json'));
      const message = successMessage(
        c,
        text(again ? 'server.done.invitationSentAgain' : 'server.done.invitationSent', { email: user.email }),
      );
      return c.json({ successful: true, message, target: user });
    })
    .get(INVITATION.path, endpointParams(INVITATION), async (c) => {
      return c.json(await describeInvitation(deps, endpointInput(c, INVITATION).query.token));
    })
    .post(ACCEPT_INVITATION.path, jsonBody(ACCEPT_INVITATION.body, 'invitation'), async (c) => {
      const { token, password } = c.req.valid('json');
      await acceptInvitation(deps, token, password);
      return c.json({
        successful: true,
        message: successMessage(c, text('server.done.passwordSet')),
      });
    });
}
