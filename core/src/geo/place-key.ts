/** Letters that do not decompose into a base letter and an accent. */
const FOLDED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ı: 'i', þ: 'th', ð: 'd' };

/**
 * A place name as the gazetteers compare it: lower case, accents and punctuation removed, spaces
 * collapsed: 'St. Louis' -> 'st louis', 'Tromsø' -> 'tromso'. The server's gazetteer and the near-me
 * page's bundled places use the same key.
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđıþð]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
