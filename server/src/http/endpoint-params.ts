import type { Context, MiddlewareHandler } from 'hono';
import {
  checkEndpointInput,
  type Endpoint,
  type EndpointInput,
  type InputCheck,
} from '@core/http/contract/endpoint.js';
import type { AppEnv } from './env.js';
import { badRequest } from './errors.js';
import { documented } from './validate.js';

type AnyEndpoint = Endpoint<string, Endpoint['params'], Endpoint['query'], Endpoint['body'], unknown>;

/** Each request's checked input, per endpoint; dropped with the request. */
const checked = new WeakMap<Request, Map<AnyEndpoint, InputCheck<AnyEndpoint>>>();

/**
 * Checks a request's path parameters and query against the endpoint's contract (core/src/http/contract,
 * docs/api.md). A failure is answered only when the route reads its input with `endpointInput`, so that
 * the route's own order stays: a masjid the caller may not see is still a 404 before its month is a 400.
 * The query schema is kept on the middleware for the API document.
 */
export function endpointParams<E extends AnyEndpoint>(target: E): MiddlewareHandler {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const result = checkEndpointInput(target, c.req.param() as Record<string, string>, c.req.query());
    const byEndpoint = checked.get(c.req.raw) ?? new Map();
    byEndpoint.set(target, result);
    checked.set(c.req.raw, byEndpoint);
    await next();
  };
  return documented(handler, { in: 'query', schema: target.query });
}

/** The route's checked path parameters and query; a 400 with the contract's message when they are wrong. */
export function endpointInput<E extends AnyEndpoint>(c: Context, target: E): EndpointInput<E> {
  const result = checked.get(c.req.raw)?.get(target);
  if (!result)
    throw new Error(`${target.method} ${target.path} reads its input without endpointParams() on the route.`);
  if (!result.ok) throw badRequest(result.message);
  return result.value as EndpointInput<E>;
}
