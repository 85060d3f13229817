import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { loginSchema } from '../../../core/src/user/user.schema.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { jsonBody } from '../http/validate.js';
import { login } from './login.service.js';

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/auth/login', jsonBody(loginSchema, 'credentials'), async (c) => {
    const response = await login(deps, c.req.valid('json'), clientAddress(c));
    return c.json(response);
  });
}
