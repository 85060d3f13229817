import pino, { type DestinationStream } from 'pino';
import type { Config } from './config.js';

/**
 * The server's log: one JSON object per line (pino), so that a log collector can search it by field.
 * Requests are logged by http/request-log.ts. Secrets never belong in a line; the redaction below is a
 * safety net for fields named like one (docs/security.md, "Logs").
 */
export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
  /** Whether lines of this level are written: a line worked out only to be dropped costs a busy route. */
  enabled?(level: 'debug' | 'info' | 'warn' | 'error'): boolean;
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

export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  const base = pino(
    { level, base: { service: 'minaret' }, redact: { paths: REDACTED_FIELDS, censor: '[redacted]' } },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const write = (at: 'debug' | 'info' | 'warn' | 'error') => (message: string, detail?: unknown) =>
    base[at](fields(detail), message);
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    enabled: (at) => base.isLevelEnabled(at),
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
