import pino, { type DestinationStream } from 'pino';
import type { Config } from './config.js';
import { BatchedLogWriter } from './batched-log-writer.js';

/**
 * The server's log: one JSON object per line (pino), so that a log collector can search it by field.
 * Requests are logged by http/request-log.ts. Secrets never belong in a line; the redaction below is a
 * safety net for fields named like one (docs/security.md, "Logs"). Lines are written asynchronously in
 * batches (batched-log-writer.ts), and flushed when the process stops (docs/security.md says what an
 * abrupt kill can lose).
 */
export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
  /** Whether lines of this level are written: a line worked out only to be dropped costs a busy route. */
  enabled?(level: 'debug' | 'info' | 'warn' | 'error'): boolean;
  /**
   * A request's line (message `request`, at info). Its fields are fixed and none is a secret (the path is
   * already made loggable), so it skips pino's redaction pass, which cost more than the rest of a kept
   * answer, and is written as pino would write it, in one template (docs/read-model.md, "The log").
   */
  request?(line: RequestLine): void;
  /** Writes out every buffered line; resolves once they are written, so the process may then exit. */
  flush?(): Promise<void>;
}

export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

export const REDACTED_FIELDS = [
  'password',
  'newCredential',
  'existingCredential',
  'token',
  'authorization',
  'cookie',
  'code',
  'emailVerifyCode',
  '*.password',
  '*.newCredential',
  '*.existingCredential',
  '*.token',
  '*.authorization',
  '*.cookie',
  '*.code',
  '*.emailVerifyCode',
];

/** Fields of a plain object are merged into the line; an Error goes under `err` (with its stack), anything else under `detail`. */
function fields(detail: unknown): Record<string, unknown> {
  if (detail === undefined) return {};
  if (detail instanceof Error) return { err: detail };
  if (detail !== null && typeof detail === 'object' && Object.getPrototypeOf(detail) === Object.prototype)
    return detail as Record<string, unknown>;
  return { detail };
}

/** How long a stopping process waits for its last lines to be written (a reader that hung up never drains). */
const FLUSH_WAIT_MS = 2000;

/** `destination`: a stream, or a file descriptor written asynchronously in batches (standard output by default). */
export function createLogger(level: Config['logLevel'], destination: DestinationStream | number = 1): Logger {
  const stream = typeof destination === 'number' ? new BatchedLogWriter(destination) : destination;
  const base = pino(
    { level, base: { service: 'minaret' }, redact: { paths: REDACTED_FIELDS, censor: '[redacted]' } },
    stream,
  );
  const requestLines = base.isLevelEnabled('info');
  const write = (at: 'debug' | 'info' | 'warn' | 'error') => (message: string, detail?: unknown) =>
    base[at](fields(detail), message);
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    enabled: (at) => base.isLevelEnabled(at),
    // pino's fields in pino's order (logger.test.ts compares the two), on the same destination as every
    // other line, so all keep their order.
    request: (line) => {
      if (!requestLines) return;
      stream.write(
        `{"level":30,"time":${Date.now()},"service":"minaret","reqId":${jsonString(line.reqId)},` +
          `"method":${jsonString(line.method)},"path":${jsonString(line.path)},` +
          `"status":${line.status},"durationMs":${line.durationMs},"msg":"request"}\n`,
      );
    },
    flush: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FLUSH_WAIT_MS);
        base.flush(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}

/** What JSON.stringify escapes in a string: quote, backslash, control characters and lone surrogates. */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as JSON: most request fields need no escaping, and checking is cheaper than stringifying. */
function jsonString(value: string): string {
  return ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
