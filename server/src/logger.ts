import pino, { type DestinationStream } from 'pino';
import type { Config } from './config.js';

/**
 * The server's log: one JSON object per line (pino), so that a log collector can search it by field.
 * Requests are logged by http/request-log.ts. Secrets never belong in a line; the redaction below is a
 * safety net for fields named like one (docs/security.md, "Logs"). Lines are written asynchronously in
 * batches, and flushed when the process stops (docs/security.md says what an abrupt kill can lose).
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

/** Lines are written once this many bytes wait, or at the latest after FLUSH_EVERY_MS. */
export const LOG_BUFFER_BYTES = 16 * 1024;
export const FLUSH_EVERY_MS = 500;
/** How long a stopping process waits for its last lines to be written (a reader that hung up never drains). */
const FLUSH_WAIT_MS = 2000;

/**
 * The log on a file descriptor (standard output by default), written asynchronously in batches: lines
 * wait in memory until LOG_BUFFER_BYTES have gathered or FLUSH_EVERY_MS have passed, and each batch goes
 * to pino's own asynchronous destination as one string, so one write per few kilobytes, off the main
 * thread. The batching is ours rather than the destination's `minLength`: that measures the whole pending
 * text again on every line, which cost 4 µs a line against 0.4 µs here (docs/read-model.md, "The log").
 */
export function asyncDestination(fd: number): DestinationStream & { flushSync(): void } {
  // A batch is written as soon as it is handed on; a `minLength` above 0 makes the destination's flush
  // wait for the write in progress instead of calling back at once.
  const target = pino.destination({ dest: fd, sync: false, minLength: 1 });
  return new LineBatches(target);
}

/** Lines joined into batches in front of a destination; what waits is handed on before the process exits. */
export class LineBatches implements DestinationStream {
  #lines: string[] = [];
  #length = 0;
  #timer: NodeJS.Timeout | undefined;
  readonly #onExit = () => {
    try {
      this.flushSync();
    } catch {
      // The process is ending either way; a log that cannot be written must not change how.
    }
  };

  constructor(private readonly target: Pick<ReturnType<typeof pino.destination>, 'write' | 'flush' | 'flushSync'>) {
    // Before pino's own exit hook, which writes out what its destination holds.
    process.prependListener('exit', this.#onExit);
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#length += line.length;
    if (this.#length >= LOG_BUFFER_BYTES) this.#handOn();
    else this.#timer ??= setTimeout(() => this.#handOn(), FLUSH_EVERY_MS).unref();
  }

  flush(done: (error?: Error) => void): void {
    this.#handOn();
    this.target.flush(done);
  }

  flushSync(): void {
    this.#handOn();
    this.target.flushSync();
  }

  #handOn(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#lines.length) return;
    const batch = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#length = 0;
    this.target.write(batch);
  }
}

/** `destination`: a stream, or a file descriptor written asynchronously in batches (standard output by default). */
export function createLogger(level: Config['logLevel'], destination: DestinationStream | number = 1): Logger {
  const stream = typeof destination === 'number' ? asyncDestination(destination) : destination;
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
