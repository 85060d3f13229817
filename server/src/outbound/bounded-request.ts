/**
 * The one way the server calls a service outside (docs/security.md "Outbound calls"): a hard deadline
 * from the first byte sent to the last byte read, after which the socket is destroyed, and a cap on the
 * bytes read, checked while reading. A service that sends its headers and then stalls, drips a byte a
 * second, answers gigabytes or never accepts costs at most the deadline and the cap, never the server.
 * Redirects are not followed: a 3xx is an answer like any other, for the caller to refuse.
 */
import http from 'node:http';
import https from 'node:https';

export type OutboundFailureKind = 'timeout' | 'too-large' | 'network' | 'aborted';

export class OutboundFailure extends Error {
  constructor(
    readonly kind: OutboundFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundFailure';
  }
}

export interface OutboundRequest {
  url: string | URL;
  method?: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** The agent that carries it (a push send's is pinned to the address the guard checked). */
  agent?: http.Agent;
  /** From the call to the last byte of the answer. */
  deadlineMs: number;
  /** Bytes of the answer's body read at most; one more ends the call. */
  maxBytes: number;
  /** The server shutting down, or a caller giving up. */
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function boundedRequest(options: OutboundRequest): Promise<OutboundAnswer> {
  const url = typeof options.url === 'string' ? new URL(options.url) : options.url;
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!client) return Promise.reject(new OutboundFailure('network', `no outbound calls over ${url.protocol}`));
  if (options.signal?.aborted) return Promise.reject(new OutboundFailure('aborted', 'the call was abandoned'));

  return new Promise<OutboundAnswer>((resolve, reject) => {
    let settled = false;
    let response: http.IncomingMessage | undefined;
    const finish = (error: OutboundFailure | undefined, answer?: OutboundAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) {
        // Destroying the request destroys its socket: nothing of this call is left open.
        response?.destroy();
        request.destroy();
        reject(error);
      } else resolve(answer!);
    };
    const onAbort = () => finish(new OutboundFailure('aborted', 'the call was abandoned'));
    const timer = setTimeout(
      () => finish(new OutboundFailure('timeout', `no whole answer within ${options.deadlineMs} ms`)),
      options.deadlineMs,
    );
    timer.unref?.();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    const request = client.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      ...(options.agent ? { agent: options.agent } : {}),
    });
    request.on('error', (error) => finish(new OutboundFailure('network', error.message)));
    request.on('response', (res) => {
      response = res;
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        finish(new OutboundFailure('too-large', `the answer declares ${declared} bytes`));
        return;
      }
      const chunks: Buffer[] = [];
      let length = 0;
      res.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > options.maxBytes) {
          finish(new OutboundFailure('too-large', `the answer passed ${options.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', (error) => finish(new OutboundFailure('network', error.message)));
      // A connection dropped mid-body ends with 'aborted'/'close' and no 'end'.
      res.on('close', () => {
        if (!res.complete) finish(new OutboundFailure('network', 'the connection was dropped mid-answer'));
      });
      res.on('end', () =>
        finish(undefined, { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.end(options.body);
  });
}

/** A short name for logs and outcomes: 'timeout', 'too-large', 'network', 'aborted'. */
export function failureKind(error: unknown): OutboundFailureKind | undefined {
  return error instanceof OutboundFailure ? error.kind : undefined;
}
