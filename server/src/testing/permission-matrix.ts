import { expect } from 'vitest';
import type { Access } from '@core/http/contract/endpoint.js';
import type { TestContext } from './test-app.js';

export type Caller = 'anonymous' | 'otherAdmin' | 'ownAdmin' | 'superAdmin';
export const CALLERS: readonly Caller[] = ['anonymous', 'otherAdmin', 'ownAdmin', 'superAdmin'];

export interface MatrixRoute {
  method: string;
  path: string;
  body?: unknown | ((caller: Caller) => unknown);
  /**
   * Expected HTTP status per caller, where the route answers something its access rule does not say (a
   * wrong link refused for everyone alike, a business rule); without it the route's declared access says.
   */
  expect?: Record<Caller, number>;
  /** The row calls a masjid that is not public (inactive): its own admins and super admins only. */
  masjid?: 'private';
  /** Tokens that differ for this route, e.g. the admin of the masjid it reads. */
  tokens?: Partial<Record<Exclude<Caller, 'anonymous'>, string>>;
}

type Allowed = Record<Caller, readonly number[]>;

const SIGN_IN = [401];
/** An outsider is refused (403) or, for what they may not even know exists, not told (404). */
const REFUSED = [403, 404];
const DONE = [200];

/**
 * The statuses a route's declared access (its `doc.access` in core's contract) allows each caller, so a
 * route's access is written once and the matrix checks the handler against it (docs/api.md, "Declaring a
 * route").
 */
export function allowedByAccess(access: Access, masjid?: 'private'): Allowed {
  if (masjid === 'private') return { anonymous: [404], otherAdmin: [404], ownAdmin: DONE, superAdmin: DONE };
  switch (access) {
    case 'anyone':
    case 'public-masjid':
      return { anonymous: DONE, otherAdmin: DONE, ownAdmin: DONE, superAdmin: DONE };
    case 'signed-in':
      return { anonymous: SIGN_IN, otherAdmin: DONE, ownAdmin: DONE, superAdmin: DONE };
    // A masjid's users see it whatever their role; outsiders are not told it is there.
    case 'masjid-member':
      return { anonymous: SIGN_IN, otherAdmin: [404], ownAdmin: DONE, superAdmin: DONE };
    case 'masjid-admin':
      return { anonymous: SIGN_IN, otherAdmin: REFUSED, ownAdmin: DONE, superAdmin: DONE };
    case 'super-admin':
      return { anonymous: SIGN_IN, otherAdmin: REFUSED, ownAdmin: REFUSED, superAdmin: DONE };
    // No masjid admin administers a council by being one: only its own admins (their own test) and super admins.
    case 'council-admin':
      return { anonymous: SIGN_IN, otherAdmin: REFUSED, ownAdmin: REFUSED, superAdmin: DONE };
    case 'own-account':
      return { anonymous: SIGN_IN, otherAdmin: REFUSED, ownAdmin: DONE, superAdmin: REFUSED };
    case 'screen':
      return { anonymous: SIGN_IN, otherAdmin: SIGN_IN, ownAdmin: SIGN_IN, superAdmin: SIGN_IN };
  }
}

/**
 * Calls each route as each kind of caller and compares the statuses in one assertion, so a failure
 * shows the whole row. Tokens are given per caller; 'anonymous' sends none. A row without its own
 * `expect` is held to `access`, the route's declared access.
 */
export async function checkMatrix(
  t: TestContext,
  tokens: Record<Exclude<Caller, 'anonymous'>, string>,
  routes: MatrixRoute[],
  access?: Access,
) {
  for (const route of routes) {
    const actual = {} as Record<Caller, number>;
    for (const caller of CALLERS) {
      const token = caller === 'anonymous' ? undefined : (route.tokens?.[caller] ?? tokens[caller]);
      const body = typeof route.body === 'function' ? (route.body as (c: Caller) => unknown)(caller) : route.body;
      const res = await t.raw('walks the routes of a matrix row by row', route.method, route.path, { token, body });
      actual[caller] = res.status;
    }
    const name = `${route.method} ${route.path}`;
    if (route.expect) {
      expect({ route: name, ...actual }).toEqual({ route: name, ...route.expect });
      continue;
    }
    if (!access) throw new Error(`${name} has neither its own expectations nor a declared access`);
    const allowed = allowedByAccess(access, route.masjid);
    const outside = CALLERS.filter((caller) => !allowed[caller].includes(actual[caller]));
    expect({ route: name, access, outside, ...actual }).toEqual({ route: name, access, outside: [], ...actual });
  }
}
