/**
 * Pairing codes are read off a TV across a room and typed or read aloud, so the alphabet leaves out
 * characters people confuse: 0/O, 1/I/L, and U/V (see docs/screens.md).
 */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const PAIRING_CODE_LENGTH = 6;
/** How long a code can be claimed. */
export const PAIRING_VALID_MINUTES = 10;

const CODE_PATTERN = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

/** A fresh code from `randomIndex(n)`, which returns a uniform integer in [0, n) (crypto in callers). */
export function makePairingCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++)
    code += PAIRING_CODE_ALPHABET[randomIndex(PAIRING_CODE_ALPHABET.length)];
  return code;
}

/** What a person typed, made comparable: case, spaces and dashes do not matter. */
export function normalizePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function isPairingCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** Shown on the screen in two groups of three, easier to read aloud. */
export function formatPairingCode(code: string): string {
  return code.length === PAIRING_CODE_LENGTH ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
