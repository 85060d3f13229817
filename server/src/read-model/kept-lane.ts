import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import { loggablePath, logRequest, requestIdOf } from '../http/request-log.js';
import { securityHeadersFor } from '../http/security-headers.js';
import { prepareAnswer, type EncodedBody } from './encoded-body.js';
import { RequestLines } from './request-lines.js';

/**
 * The kept lane (docs/read-model.md): an anonymous GET whose answer this process already keeps (a public
 * read of the read model, a built file) is written straight from Node's request, before the app builds a
 * Request, runs its middleware and turns a Response back into Node's. It sends what the app would have
 * sent (the same body, ETag, caching, security headers, request id and log line); anything else returns
 * false and goes to the app.
 */
export type KeptLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A kept answer ready to send, and how long a browser or a CDN may keep it. */
export interface KeptAnswer {
  body: EncodedBody;
  cacheControl: string;
  /** Headers the route adds to every answer (the v1 API's CORS), as Node takes them: name, value, … */
  headers?: readonly string[];
  /**
   * A limit counted per request (the v1 API's rate limit): the headers it adds to this answer, or null when
   * the caller is over it, and the request goes to the app, which refuses it.
   */
  admit?: (req: IncomingMessage) => readonly string[] | null;
}

/** Where the lane looks: the answer kept for a request line (`/path?query`), or null to go to the app. */
export interface KeptSource {
  keptFor(pathAndQuery: string, acceptEncoding: string | undefined): KeptAnswer | null;
}

/**
 * One way of sending a kept body: the status, its headers as Node takes them (name, value, …) and the
 * bytes. The last header is the request id, filled in per request: Node reads the list as the answer
 * starts, so one list serves every request.
 */
interface Sending {
  status: 200 | 304;
  headers: string[];
  bytes: Buffer | null;
}

/** Per request line: the body last sent for it, and how it was sent per Accept-Encoding and If-None-Match. */
interface LineSendings {
  body: EncodedBody;
  cacheControl: string;
  headers: readonly string[] | undefined;
  ways: Map<string, Sending>;
  /** The path as the log shows it, worked out once per line. */
  loggedPath: string;
}

/** A client may send any If-None-Match: only a few ways per line are remembered. */
const MAX_WAYS = 8;
const REQUEST_ID = 'x-request-id';

export function createKeptLane(options: { sources: KeptSource[]; logger: Logger; hstsMaxAge: number }): KeptLane {
  // Headers are worked out once per line and way of sending, not per request.
  const lines = new RequestLines<LineSendings>();

  function lineFor(line: string, path: string, kept: KeptAnswer): LineSendings {
    let known = lines.get(line);
    if (
      !known ||
      known.body !== kept.body ||
      known.cacheControl !== kept.cacheControl ||
      known.headers !== kept.headers
    ) {
      known = {
        body: kept.body,
        cacheControl: kept.cacheControl,
        headers: kept.headers,
        ways: new Map(),
        loggedPath: loggablePath(path),
      };
      lines.set(line, known);
    }
    return known;
  }

  function sendingFor(known: LineSendings, path: string, acceptEncoding = '', ifNoneMatch = ''): Sending {
    const way = `${acceptEncoding}\n${ifNoneMatch}`;
    let sending = known.ways.get(way);
    if (!sending) {
      const answer = prepareAnswer(known.body, { method: 'GET', acceptEncoding, ifNoneMatch }, known.cacheControl);
      const security = securityHeadersFor(
        { hstsMaxAge: options.hstsMaxAge },
        { path, contentType: answer.headers['Content-Type'] ?? '', status: answer.status },
      );
      // Named in lower case, as the app's answers are (HTTP header names are not case-sensitive).
      const named = [...Object.entries(security), ...Object.entries(answer.headers)];
      sending = {
        status: answer.status,
        headers: [
          ...named.flatMap(([name, value]) => [name.toLowerCase(), value]),
          ...(known.headers ?? []),
          REQUEST_ID,
          '',
        ],
        bytes: answer.bytes,
      };
      if (known.ways.size < MAX_WAYS) known.ways.set(way, sending);
    }
    return sending;
  }

  return (req, res) => {
    const line = req.url;
    if (req.method !== 'GET' || !line?.startsWith('/')) return false;
    const headers = req.headers;
    if (headers.authorization) return false;
    const started = performance.now();
    const acceptEncoding = headers['accept-encoding'];
    let kept: KeptAnswer | null = null;
    for (const source of options.sources) if ((kept = source.keptFor(line, acceptEncoding))) break;
    if (!kept) return false;
    const queryAt = line.indexOf('?');
    const path = queryAt < 0 ? line : line.slice(0, queryAt);
    // Counted last, once the lane is sure to answer: a request it leaves to the app is counted there.
    const counted = kept.admit ? kept.admit(req) : null;
    if (kept.admit && !counted) return false;
    const known = lineFor(line, path, kept);
    const sending = sendingFor(known, path, acceptEncoding, headers['if-none-match']);
    const reqId = requestIdOf(single(headers['x-request-id']));
    sending.headers[sending.headers.length - 1] = reqId;
    res.writeHead(sending.status, counted?.length ? sending.headers.concat(counted) : sending.headers);
    res.end(sending.bytes ?? undefined);
    logRequest(options.logger, { reqId, method: 'GET', path: known.loggedPath, status: sending.status, started });
    return true;
  };
}

/** The request line (`/path?query`) of a full URL as the app sees it. */
export function requestLineOf(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

function single(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Node's `createServer` for `@hono/node-server`'s `serve`, with the kept lane in front of the app. A fault
 * in the lane must not take the process down: the request then goes to the app, or its socket is closed
 * when the answer had already started.
 */
export function withKeptLane(lane: KeptLane, logger?: Logger): typeof createServer {
  return ((serverOptions: object, appListener: RequestListener) =>
    createServer(serverOptions, (req, res) => {
      let answered: boolean;
      try {
        answered = lane(req, res);
      } catch (error) {
        logger?.error('kept lane', error);
        if (res.headersSent) return void res.destroy();
        answered = false;
      }
      if (!answered) appListener(req, res);
    })) as typeof createServer;
}
