import type { MiddlewareHandler } from 'hono';
import type { HistoryActor } from '@core/history/history.types.js';
import type { AppEnv } from '../http/env.js';
import { RequestStorage } from '../http/request-storage.js';

/**
 * Who is making the current request, for the history entries written while it runs. Kept per request
 * (http/request-storage.ts) so that services record the actor without every service signature carrying it.
 */
const currentActor = new RequestStorage<HistoryActor>();

const NOBODY: HistoryActor = { userId: null, email: null };

export function actorNow(): HistoryActor {
  return currentActor.get() ?? NOBODY;
}

export function runAsActor<T>(actor: HistoryActor, work: () => Promise<T>): Promise<T> {
  return currentActor.run(actor, work);
}

/** After `authenticate`: every request runs as its signed-in user (or as nobody: registration, scripts). */
export function historyActor(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const auth = c.get('auth');
    return runAsActor(auth ? { userId: auth.userId, email: auth.email } : NOBODY, next);
  };
}
