import { Hono } from 'hono';
import {
  credentialResetSchema,
  credentialUpdateSchema,
  userCreateSchema,
  userUpdateSchema,
} from '../../../core/src/user/user.schema.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth, requireAuth, requireSuperAdmin, signedIn } from '../auth/access.js';
import { endRegistrationClaim, registrationClaim } from '../auth/registration-claim.js';
import { toCompany } from '../companies/company.mapper.js';
import { findCompanyById } from '../companies/company.repository.js';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { booleanQuery } from '../http/query.js';
import { jsonBody } from '../http/validate.js';
import { toUser } from './user.mapper.js';
import { findUserById } from './user.repository.js';
import * as service from './user.service.js';

export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/auth/me', async (c) => {
      const auth = requireAuth(c);
      const user = await findUserById(deps.db, auth.userId);
      if (!user) throw notFound('User');
      const company = auth.companyId ? await findCompanyById(deps.db, auth.companyId) : undefined;
      return c.json({ user: toUser(user), company: company ? toCompany(company) : null });
    })
    .get('/api/auth/companies/all/users', async (c) => {
      requireSuperAdmin(c);
      return c.json(await service.listUsersByCompany(deps));
    })
    .get('/api/auth/companies/:companyId/users', async (c) => {
      const auth = requireAuth(c);
      return c.json(await service.listCompanyUsers(deps, auth, c.req.param('companyId')));
    })
    .get('/api/auth/companies/:companyId/users/:id', async (c) => {
      const auth = requireAuth(c);
      return c.json(await service.getUser(deps, auth, c.req.param('companyId'), c.req.param('id')));
    })
    .post('/api/auth/companies/:companyId/users', jsonBody(userCreateSchema, 'user'), async (c) => {
      const auth = currentAuth(c);
      const registered = await registrationClaim(c, deps);
      const { user, companyName, firstUser } = await service.createUser(deps, auth, c.req.param('companyId'), c.req.valid('json'), registered);
      if (firstUser) endRegistrationClaim(c);
      const message = auth ? 'Successfully added company user' : 'Successfully created company user';
      return c.json({ successful: true, message, target: { ...user, companyName } });
    })
    .put('/api/auth/companies/:companyId/users/:id', signedIn, jsonBody(userUpdateSchema, 'user'), async (c) => {
      const auth = requireAuth(c);
      const user = await service.updateUser(deps, auth, c.req.param('companyId'), c.req.param('id'), c.req.valid('json'));
      return c.json({ successful: true, message: 'Successfully updated company user', target: user });
    })
    .get('/api/auth/users/:id/activate', async (c) => {
      const auth = requireAuth(c);
      const active = booleanQuery(c.req.query('active'), 'active');
      const target = await service.setUserActive(deps, auth, c.req.param('id'), active);
      return c.json({ successful: true, message: active ? 'User activated' : 'User deactivated', target });
    })
    .post('/api/auth/users/:id/verification', async (c) => {
      const auth = requireAuth(c);
      await service.resendVerification(deps, auth, c.req.param('id'));
      return c.json({ successful: true, message: 'A new confirmation email was sent.' });
    })
    .get('/api/auth/users/:userId/verifyEmail/:code', async (c) => {
      const message = await service.verifyEmail(deps, c.req.param('userId'), c.req.param('code'));
      return c.json({ successful: true, message });
    })
    .put('/api/auth/credential/reset/user/:email', signedIn, jsonBody(credentialResetSchema), async (c) => {
      const auth = requireAuth(c);
      await service.resetCredential(deps, auth, c.req.param('email'), c.req.valid('json').newCredential);
      return c.json({ successful: true, message: 'Password was reset.', fieldErrors: {} });
    })
    .put('/api/auth/credential/update/user/:email', signedIn, jsonBody(credentialUpdateSchema), async (c) => {
      const auth = requireAuth(c);
      await service.updateCredential(deps, auth, c.req.param('email'), c.req.valid('json'));
      return c.json({ successful: true, message: 'Password was updated.', fieldErrors: {} });
    });
}
