import { Hono } from 'hono';
import {
  ME,
  RESET_CREDENTIAL,
  SAVE_MY_LANGUAGE,
  UPDATE_CREDENTIAL,
  VERIFY_EMAIL,
} from '@core/http/contract/account.js';
import {
  ALL_USERS,
  MASJID_USER,
  MASJID_USERS,
  CREATE_USER,
  RESEND_VERIFICATION,
  SET_USER_ACTIVE,
  UPDATE_USER,
} from '@core/http/contract/users.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf, currentAuth } from '../auth/access.js';
import { endRegistrationClaim, registrationClaim } from '../auth/registration-claim.js';
import { toMasjid } from '../masjids/masjid.mapper.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { jsonBody } from '../http/validate.js';
import { toUser } from './user.mapper.js';
import { findUserById } from './user.repository.js';
import * as service from './user.service.js';
import { successMessage } from '../http/success-message.js';
import { acceptedLanguage, text } from '../http/server-text.js';

export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(ME.path, async (c) => {
      const auth = callerOf(c);
      const user = await findUserById(deps.db, auth.userId);
      if (!user) throw notFound('User');
      const masjid = auth.companyId ? await findMasjidById(deps.db, auth.companyId) : undefined;
      return c.json({ user: toUser(user), company: masjid ? toMasjid(masjid) : null });
    })
    .put(SAVE_MY_LANGUAGE.path, jsonBody(SAVE_MY_LANGUAGE.body), async (c) => {
      const auth = callerOf(c);
      const user = await service.setOwnLanguage(deps, auth, c.req.valid('json').language);
      return c.json({ successful: true, message: successMessage(c, text('server.done.languageSaved')), target: user });
    })
    .get(ALL_USERS.path, async (c) => {
      return c.json(await service.listUsersByMasjid(deps));
    })
    .get(MASJID_USERS.path, endpointParams(MASJID_USERS), async (c) => {
      const auth = callerOf(c);
      return c.json(await service.listMasjidUsers(deps, auth, endpointInput(c, MASJID_USERS).params.companyId));
    })
    .get(MASJID_USER.path, endpointParams(MASJID_USER), async (c) => {
      const auth = callerOf(c);
      const { companyId, id } = endpointInput(c, MASJID_USER).params;
      return c.json(await service.getUser(deps, auth, companyId, id));
    })
    .post(
      CREATE_USER.path,
      endpointParams(CREATE_USER),
      async (c, next) => {
        // Only the masjid's admins or the browser that registered it get here (server/src/http/declared-access.ts);
        // a visitor's additions are counted per address before the body is read, like registrations.
        if (!currentAuth(c)) await deps.throttle.registration(clientAddress(c, deps.config.trustProxy));
        await next();
      },
      jsonBody(CREATE_USER.body, 'user'),
      async (c) => {
        const auth = currentAuth(c);
        const registered = await registrationClaim(c, deps);
        const { user, companyName, firstUser } = await service.createUser(
          deps,
          auth,
          endpointInput(c, CREATE_USER).params.companyId,
          c.req.valid('json'),
          registered,
          acceptedLanguage(c.req.header('accept-language')),
        );
        if (firstUser) endRegistrationClaim(c);
        const message = successMessage(c, text(auth ? 'server.done.userAdded' : 'server.done.userCreated'));
        return c.json({ successful: true, message, target: { ...user, companyName } });
      },
    )
    .put(UPDATE_USER.path, endpointParams(UPDATE_USER), jsonBody(UPDATE_USER.body, 'user'), async (c) => {
      const auth = callerOf(c);
      const { companyId, id } = endpointInput(c, UPDATE_USER).params;
      const user = await service.updateUser(deps, auth, companyId, id, c.req.valid('json'));
      return c.json({ successful: true, message: successMessage(c, text('server.done.userUpdated')), target: user });
    })
    .get(SET_USER_ACTIVE.path, endpointParams(SET_USER_ACTIVE), async (c) => {
      const auth = callerOf(c);
      const { params, query } = endpointInput(c, SET_USER_ACTIVE);
      const target = await service.setUserActive(deps, auth, params.id, query.active);
      return c.json({
        successful: true,
        message: successMessage(c, text(query.active ? 'server.done.userActivated' : 'server.done.userDeactivated')),
        target,
      });
    })
    .post(RESEND_VERIFICATION.path, endpointParams(RESEND_VERIFICATION), async (c) => {
      const auth = callerOf(c);
      await service.resendVerification(deps, auth, endpointInput(c, RESEND_VERIFICATION).params.id);
      return c.json({ successful: true, message: successMessage(c, text('server.done.confirmationResent')) });
    })
    .get(VERIFY_EMAIL.path, endpointParams(VERIFY_EMAIL), async (c) => {
      const { userId, code } = endpointInput(c, VERIFY_EMAIL).params;
      const message = await service.verifyEmail(deps, userId, code);
      return c.json({ successful: true, message: successMessage(c, message) });
    })
    .put(
      RESET_CREDENTIAL.path,
      endpointParams(RESET_CREDENTIAL),
      async (c, next) => {
        // Permission first: another masjid's admin learns nothing, not even that the new password is too short.
        await service.mayResetCredential(deps, callerOf(c), endpointInput(c, RESET_CREDENTIAL).params.email);
        await next();
      },
      jsonBody(RESET_CREDENTIAL.body),
      async (c) => {
        const auth = callerOf(c);
        const { email } = endpointInput(c, RESET_CREDENTIAL).params;
        await service.resetCredential(deps, auth, email, c.req.valid('json').newCredential);
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.passwordReset')),
          fieldErrors: {},
        });
      },
    )
    .put(UPDATE_CREDENTIAL.path, endpointParams(UPDATE_CREDENTIAL), jsonBody(UPDATE_CREDENTIAL.body), async (c) => {
      const auth = callerOf(c);
      const { email } = endpointInput(c, UPDATE_CREDENTIAL).params;
      const token = await service.updateCredential(deps, auth, email, c.req.valid('json'));
      // Other sessions of this user have ended; this browser carries on with the new token.
      return c.json({
        successful: true,
        message: successMessage(c, text('server.done.passwordUpdated')),
        fieldErrors: {},
        token,
      });
    });
}
