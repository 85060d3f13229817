import fs from 'node:fs';
import path from 'node:path';

export interface Logger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Past this size the log moves to main.log.1 (one old file kept): a screen runs for months. */
const MAX_LOG_BYTES = 2 * 1024 * 1024;

function line(level: string, message: string, detail: unknown): string {
  const extra =
    detail === undefined
      ? ''
      : ` ${detail instanceof Error ? (detail.stack ?? detail.message) : JSON.stringify(detail)}`;
  return `${new Date().toISOString()} ${level} ${message}${extra}\n`;
}

/**
 * Console plus a small file in the app's log folder, so that whoever looks after the screen can read
 * what happened overnight (reloads, outages, restarts) without a debugger.
 */
export function createFileLogger(dir: string): Logger {
  const file = path.join(dir, 'main.log');
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    // logging to the console still works
  }
  const write = (level: string, message: string, detail: unknown) => {
    const text = line(level, message, detail);
    (level === 'ERROR' ? console.error : console.log)(text.trimEnd());
    try {
      if (fs.existsSync(file) && fs.statSync(file).size > MAX_LOG_BYTES) fs.renameSync(file, `${file}.1`);
      fs.appendFileSync(file, text);
    } catch {
      // a full or read-only disk must not stop the screen
    }
  };
  return {
    info: (message, detail) => write('INFO', message, detail),
    warn: (message, detail) => write('WARN', message, detail),
    error: (message, detail) => write('ERROR', message, detail),
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
