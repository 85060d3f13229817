/**
 * Money as people type it: '12500', '12,500', '$50,000', '£1,250.50', '50000 USD'. The currency sign or
 * code and thousands commas are dropped; anything else that is not a plain number stays refused
 * (docs/volunteer.md "Money").
 */
const PLAIN = /^-?\d+(\.\d+)?$/;
const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** The amount, or NaN when the text is not one. */
export function parseMoneyText(text: string): number {
  const bare = text
    .trim()
    .replace(/^(\p{Sc}|[A-Z]{3}\s)\s*/u, '')
    .replace(/\s*(\p{Sc}|\s[A-Z]{3})$/u, '')
    .trim();
  if (PLAIN.test(bare)) return Number(bare);
  if (THOUSANDS.test(bare)) return Number(bare.replace(/,/g, ''));
  return Number.NaN;
}
