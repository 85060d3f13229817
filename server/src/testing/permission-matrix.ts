import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

export type Caller = 'anonymous' | 'otherAdmin' | 'ownAdmin' | 'superAdmin';
export const CALLERS: readonly Caller[] = ['anonymous', 'otherAdmin', 'ownAdmin', 'superAdmin'];

export interface MatrixRoute {
  method: string;
  path: string;
  body?: unknown | ((caller: Caller) => unknown);
  /** Expected HTTP status per caller. */
  expect: Record<Caller, number>;
  /** Tokens that differ for this route, e.g. the admin of the masjid it reads. */
  tokens?: Partial<Record<Exclude<Caller, 'anonymous'>, string>>;
}

/**
 * Calls each route as each kind of caller and compares the statuses in one assertion, so a failure
 * shows the whole row. Tokens are given per caller; 'anonymous' sends none.
 */
export async function checkMatrix(
  t: TestContext,
  tokens: Record<Exclude<Caller, 'anonymous'>, string>,
  routes: MatrixRoute[],
) {
  for (const route of routes) {
    const actual = {} as Record<Caller, number>;
    for (const caller of CALLERS) {
      const token = caller === 'anonymous' ? undefined : (route.tokens?.[caller] ?? tokens[caller]);
      const body = typeof route.body === 'function' ? (route.body as (c: Caller) => unknown)(caller) : route.body;
      const res = await t.request(route.method, route.path, { token, body });
      actual[caller] = res.status;
    }
    expect({ route: `${route.method} ${route.path}`, ...actual }).toEqual({
      route: `${route.method} ${route.path}`,
      ...route.expect,
    });
  }
}
