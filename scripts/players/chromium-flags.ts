import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** chromium-flags.txt: the one list of a Minaret screen's Chromium flags (docs/players.md). */
export const CHROMIUM_FLAGS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium-flags.txt');
export const RASPBERRY_PI_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'raspberry-pi-kiosk.sh');

/** The flags as raspberry-pi-kiosk.sh reads them: '#' to the line's end is a comment, blank lines are skipped. */
export function readChromiumFlags(file = CHROMIUM_FLAGS_FILE): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '');
}
