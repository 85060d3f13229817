import type { Config } from './config.js';

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function createLogger(level: Config['logLevel']): Logger {
  const threshold = LEVELS.indexOf(level);
  const write = (at: (typeof LEVELS)[number]) => (message: string, detail?: unknown) => {
    if (LEVELS.indexOf(at) < threshold) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}`;
    const stream = at === 'error' || at === 'warn' ? console.error : console.log;
    if (detail === undefined) stream(line);
    else stream(line, detail);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const silentLogger: Logger = createLogger('silent');
