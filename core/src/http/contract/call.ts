import type { ZodType } from 'zod';
import { pathOf } from './paths.js';
import type { AnyEndpoint, BodyOf, PathParams, QueryParams, ResponseOf } from './endpoint.js';

/**
 * What a caller gives one endpoint (docs/api.md, "Calling a route"): the path parameters when its path
 * names any, the query options its schema knows, and the body its schema reads (a route whose body core
 * does not describe, an upload, takes FormData, or the raw bytes of what it consumes, a screenshot).
 */
export type CallInput<E extends AnyEndpoint> = ([keyof PathParams<E>] extends [never]
  ? { params?: PathParams<E> }
  : { params: PathParams<E> }) & { query?: QueryParams<E> } & (E['body'] extends ZodType
    ? { body: BodyOf<E> }
    : { body?: FormData | Uint8Array });

/** The request a call makes, for whichever transport sends it (the admin app's fetch, a test's app.request). */
export interface CallRequest {
  method: AnyEndpoint['method'];
  path: string;
  body?: unknown;
}

export function callRequest<E extends AnyEndpoint>(target: E, input: CallInput<E>): CallRequest {
  const params = (input.params ?? {}) as PathParams<E>;
  const path = pathOf(target, params, input.query);
  return input.body === undefined ? { method: target.method, path } : { method: target.method, path, body: input.body };
}

/** A call typed by its endpoint: `call(MASJID, { params: { id } })` answers `ResponseOf<typeof MASJID>`. */
export type Call = <E extends AnyEndpoint>(
  target: E,
  ...input: OptionalWhenEmpty<CallInput<E>>
) => Promise<ResponseOf<E>>;

/** An endpoint without path parameters or body may be called with no input at all. */
type OptionalWhenEmpty<Input> = object extends Input ? [input?: Input] : [input: Input];

/** The one typed call over a transport that sends a request and answers its parsed body. */
export function typedCall(send: (request: CallRequest) => Promise<unknown>): Call {
  return ((target: AnyEndpoint, input: CallInput<AnyEndpoint> = {}) => send(callRequest(target, input))) as Call;
}

/** What came back from a call whose caller reads more than the body: its status and headers too. */
export interface Exchange<Body> {
  status: number;
  headers: Headers;
  /** The parsed answer; typed as the endpoint's answer, which it is when the status is 200. */
  body: Body;
}

/** A typed call that answers the whole exchange: `(await call(HEALTH)).headers.get('date')`. */
export type ExchangeCall = <E extends AnyEndpoint>(
  target: E,
  ...input: OptionalWhenEmpty<CallInput<E>>
) => Promise<Exchange<ResponseOf<E>>>;

/**
 * The typed call over a transport that answers the status and headers with the parsed body (the desktop app
 * keeps the server's Date header and reads a failed health check's status).
 */
export function typedExchange(send: (request: CallRequest) => Promise<Exchange<unknown>>): ExchangeCall {
  return ((target: AnyEndpoint, input: CallInput<AnyEndpoint> = {}) =>
    send(callRequest(target, input))) as ExchangeCall;
}
