import { Hono } from 'hono';
import { LOGIN } from '@core/http/contract/account.js';
import type { AppDeps } from '../app-deps.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { jsonBody } from '../http/validate.js';
import { login } from './login.service.js';

export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(LOGIN.path, jsonBody(LOGIN.body, 'credentials'), async (c) => {
    const response = await login(deps, c.req.valid('json'), clientAddress(c, deps.config.trustProxy));
    return c.json(response);
  });
}
