import { z, type ZodType } from 'zod';
import type { ParamNames } from './paths.js';

/** Who may call a route (docs/security.md has the full rules). */
export type Access =
  | 'anyone'
  /** Anyone for a public masjid; its own admins and super admins for one that is not public. */
  | 'public-masjid'
  | 'signed-in'
  /** The masjid's own admins and super admins. */
  | 'masjid-admin'
  /** The masjid's own users, whatever their role, and super admins; to anyone else it is not there (404). */
  | 'masjid-member'
  | 'super-admin'
  /** A council's admins and super admins (docs/jumuah-eid-ramadan.md, "Councils"). */
  | 'council-admin'
  /** A paired screen's token only. */
  | 'screen'
  /** The signed-in user's own account only (the path names it by email); not even a super admin. */
  | 'own-account';

/**
 * What the API document says of a route beyond its schemas, and the access rule the permission matrix
 * test expects of it (docs/api.md, "Declaring a route").
 */
export interface RouteDoc {
  tag: string;
  summary: string;
  access: Access;
  /** What a successful call answers when it is not JSON: one media type, or the ones it may be. */
  produces?: string | readonly string[];
  /** A JSON answer that is a list; objects otherwise. */
  answers?: 'array';
  /** A body that is not JSON (uploads): one media type, or the ones it may be. */
  consumes?: string | readonly string[];
  /** For `masjid-admin`: also the user this path parameter names, on their own account (their profile). */
  selfParam?: string;
  /** For `masjid-admin`: the path parameter that names the masjid when it is not `companyId`. */
  masjidParam?: string;
  /**
   * A route of the keyless v1 API (docs/public-api.md): its answers carry an ETag, Cache-Control and the
   * RateLimit headers, and If-None-Match with the current tag is a 304; the API document says so.
   */
  publicApi?: true;
  /**
   * For `masjid-admin`: also callable without signing in by the browser that just registered the masjid, for
   * its first admin (the route checks the registration claim before the body).
   */
  openToRegistrant?: true;
  /**
   * For `masjid-admin`: anyone else is answered 404 naming this ("Masjid not found.", "User not found."), as
   * if it were not there, rather than 403 (a read of what an outsider may not know exists, docs/security.md
   * "Permission first").
   */
  hiddenFromOutsiders?: 'Masjid' | 'User';
}

/**
 * One HTTP endpoint as the server registers it and the clients call it (docs/api.md, "The contract"):
 * the method, the path pattern in Hono's `:name` form, who may call it and its words for the API
 * document, zod schemas for the path parameters and the query (both read as text, as they arrive), the
 * body schema when core has one, and the answer's type. This is the route's one declaration.
 */
export interface Endpoint<
  Path extends string = string,
  Params extends ZodType = ZodType,
  Query extends ZodType = ZodType,
  Body extends ZodType | undefined = ZodType | undefined,
  Response = unknown,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: Path;
  doc: RouteDoc;
  params: Params;
  query: Query;
  body: Body;
  /**
   * The answer's zod schema where the answer is published field by field (the keyless v1 API): the API
   * document shows it in full, and the tests check each answer against it.
   */
  answer?: ZodType;
  /** Never set: carries the answer's type for `ResponseOf` (boxed, so a null answer stays in it). */
  readonly response?: { type: Response };
}

export type { ParamNames } from './paths.js';

export type AnyEndpoint = Endpoint<string, ZodType, ZodType, ZodType | undefined, unknown>;

/** What a client fills the path with: every named segment, as text or a number. */
export type PathParams<E extends AnyEndpoint> = { [Name in ParamNames<E['path']>]: string | number };

/** What a client may put in the query: the schema's keys, each optional; undefined leaves it out. */
export type QueryParams<E extends AnyEndpoint> = {
  [Key in keyof z.input<E['query']>]?: string | number | boolean | undefined;
};

/** The path parameters and query a route reads once the contract has checked them. */
export interface EndpointInput<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
}

export type ResponseOf<E extends AnyEndpoint> = NonNullable<E['response']>['type'];
export type BodyOf<E extends AnyEndpoint> = E['body'] extends ZodType ? z.input<E['body']> : never;

/** An endpoint without query options. */
export const noQuery = z.object({});

/**
 * Declares an endpoint; the answer's type comes first because TypeScript cannot infer it from a value:
 * `endpoint<DashboardData>()({ method: 'GET', path: '/api/dashboard/:companyUrl', params, query })`.
 */
export function endpoint<Response>() {
  return <
    const Path extends string,
    Params extends ZodType,
    Query extends ZodType = typeof noQuery,
    Body extends ZodType | undefined = undefined,
  >(spec: {
    method: Endpoint['method'];
    path: Path;
    doc: RouteDoc;
    params: Params;
    query?: Query;
    body?: Body;
    answer?: ZodType<Response>;
  }): Endpoint<Path, Params, Query, Body, Response> => ({
    method: spec.method,
    path: spec.path,
    doc: spec.doc,
    params: spec.params,
    query: (spec.query ?? noQuery) as Query,
    body: spec.body as Body,
    ...(spec.answer ? { answer: spec.answer } : {}),
  });
}

// The address of a call lives with the paths, so the admin app's entry builds it without zod (docs/read-model.md, Lighthouse).
export { pathOf } from './paths.js';

export type InputCheck<E extends AnyEndpoint> = { ok: true; value: EndpointInput<E> } | { ok: false; message: string };

/**
 * Checks what a request brought against the contract: the path parameters first, then the query, and
 * answers the first failure's message (the routes' 400 messages are written in the schemas).
 */
export function checkEndpointInput<E extends AnyEndpoint>(
  target: E,
  params: Record<string, string>,
  query: Record<string, string>,
): InputCheck<E> {
  const parsedParams = target.params.safeParse(params);
  if (!parsedParams.success) return { ok: false, message: parsedParams.error.issues[0]!.message };
  const parsedQuery = target.query.safeParse(query);
  if (!parsedQuery.success) return { ok: false, message: parsedQuery.error.issues[0]!.message };
  return { ok: true, value: { params: parsedParams.data, query: parsedQuery.data } as EndpointInput<E> };
}
