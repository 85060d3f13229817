import { Hono } from 'hono';
import { FORGOT_PASSWORD, RESEND_CONFIRMATION, RESET_PASSWORD } from '@core/http/contract/account.js';
import type { AppDeps } from '../app-deps.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { jsonBody } from '../http/validate.js';
import {
  CONFIRMATION_SENT,
  RESET_SENT,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from './account-recovery.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/**
 * Open to anyone (docs/volunteer.md "Forgotten password"): a forgotten password by email, and the
 * confirmation email again. Each request is counted per network address; the answers never tell whether
 * an address has an account.
 */
export function accountRecoveryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(FORGOT_PASSWORD.path, jsonBody(FORGOT_PASSWORD.body, 'account'), async (c) => {
      await deps.throttle.accountMail(clientAddress(c, deps.config.trustProxy));
      await requestPasswordReset(deps, c.req.valid('json').email);
      return c.json({ successful: true, message: successMessage(c, RESET_SENT) });
    })
    .post(RESET_PASSWORD.path, jsonBody(RESET_PASSWORD.body, 'reset'), async (c) => {
      const { token, password } = c.req.valid('json');
      await resetPassword(deps, token, password);
      return c.json({ successful: true, message: successMessage(c, text('server.done.newPasswordSet')) });
    })
    .post(RESEND_CONFIRMATION.path, jsonBody(RESEND_CONFIRMATION.body, 'account'), async (c) => {
      await deps.throttle.accountMail(clientAddress(c, deps.config.trustProxy));
      await resendConfirmation(deps, c.req.valid('json').email);
      return c.json({ successful: true, message: successMessage(c, CONFIRMATION_SENT) });
    });
}
