import type { z } from 'zod';
import { codedForNow } from '../validation/coded-message.js';
import { tooLong } from '../validation/text-rules.js';

/**
 * What an address line may hold (docs/volunteer.md "Address"): the characters of names plus the
 * punctuation addresses use: "At Meydanı Cd No:7" (Turkish), "Jl. Sudirman Kav. 52; Lt. 3", "2° piso",
 * "ul. Lenina № 5", "1ª travessa", "3º andar".
 */
const ADDRESS_CHARACTER = /[\p{L}\p{M}\p{N} .,'’&()/#:;°№ªº-]/u;
export const ADDRESS_PUNCTUATION = ". , ' - & ( ) / # : ; ° № ª º";

/** The first character an address line may not hold, or undefined. */
export function refusedAddressCharacter(value: string): string | undefined {
  return [...value].find((character) => !ADDRESS_CHARACTER.test(character));
}

/** How the refused character is named: itself, or its code point when it cannot be seen (a tab, a control). */
function visible(character: string): string {
  return /[\p{C}\p{Z}]/u.test(character)
    ? `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
    : character;
}

export function refusedCharacterMessage(character: string): string {
  const shown = visible(character);
  return codedForNow(
    `“${shown}” cannot be used in an address: use letters, digits, spaces and ${ADDRESS_PUNCTUATION}`,
    'server.field.refusedCharacter',
    { character: shown, punctuation: ADDRESS_PUNCTUATION },
  );
}

/** A trimmed address line of at most `max` characters, naming the first character it refuses. */
export function addressLine(base: z.ZodString, max: number) {
  return base.max(max, tooLong(max)).superRefine((value, ctx) => {
    const refused = refusedAddressCharacter(value);
    if (refused !== undefined) ctx.addIssue({ code: 'custom', message: refusedCharacterMessage(refused) });
  });
}
