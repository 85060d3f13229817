/**
 * Money as people type it, in any country's way (docs/volunteer.md "Money"): '12500', '12,500',
 * '$50,000', '£1,250.50', '50000 USD', '12 500,00 €', '1.234,56', '12.500,50 €', "1'234.50".
 * A currency sign or code at either end is dropped, and so are spaces and apostrophes between groups of
 * digits. Which mark is the decimal one is read from the text itself where it can be:
 * - both '.' and ',' appear: the last one is the decimal mark ('1.234,56', '1,234.56');
 * - one mark followed by exactly three digits in every group ('12,500', '1.234.567') groups thousands;
 *   followed by one or two digits ('12,50', '12.5') it is the decimal mark.
 * Only "1.234" or "1,234" alone could be either; `decimalComma` (the admin's language writes decimals with
 * a comma, as French, Turkish and Indonesian do) decides it; without it they group thousands when
 * the mark is a comma and are decimals when it is a point, as in English. Anything else stays refused.
 */
const PLAIN = /^-?\d+$/;

/** The amount, or NaN when the text is not one. */
export function parseMoneyText(text: string, options: { decimalComma?: boolean } = {}): number {
  const bare = text
    .trim()
    // A sign ($, €, ৳) or a short local symbol or code (Rp, RM, Rs., Tk, CHF, EUR) before or after the digits.
    .replace(/^(\p{Sc}+|\p{L}{1,3}\.?)\s*(?=[-\d])/u, '')
    .replace(/(?<=\d)\s*(\p{Sc}+|\p{L}{1,3}\.?)$/u, '')
    .trim()
    // Group separators that are not marks: spaces of every width and the Swiss apostrophe.
    .replace(/(?<=\d)[\s\u00a0\u202f\u2009'’](?=\d{3}(\D|$))/gu, '');
  const negative = bare.startsWith('-');
  const digits = negative ? bare.slice(1) : bare;
  if (!/^\d[\d.,]*$/.test(digits) || /[.,]$/.test(digits)) return Number.NaN;
  const value = readMarks(digits, options.decimalComma ?? false);
  return negative ? -value : value;
}

function readMarks(text: string, decimalComma: boolean): number {
  if (PLAIN.test(text)) return Number(text);
  const lastPoint = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastPoint >= 0 && lastComma >= 0) {
    const decimal = lastPoint > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [whole, fraction, extra] = text.split(decimal);
    if (extra !== undefined || !grouped(whole!, group) || !/^\d+$/.test(fraction!)) return Number.NaN;
    return Number(`${whole!.split(group).join('')}.${fraction}`);
  }
  const mark = lastPoint >= 0 ? '.' : ',';
  const parts = text.split(mark);
  if (parts.length > 2) return grouped(text, mark) ? Number(parts.join('')) : Number.NaN;
  const [whole, fraction] = parts as [string, string];
  if (fraction.length !== 3 || whole.length > 3) return Number(`${whole}.${fraction}`);
  // "1,234" or "1.234": the one case the text cannot settle.
  const groups = mark === ',' ? !decimalComma : decimalComma;
  return groups ? Number(`${whole}${fraction}`) : Number(`${whole}.${fraction}`);
}

/** "12.500.000" with `mark` '.': groups of exactly three digits after the first. */
function grouped(text: string, mark: string): boolean {
  const [first, ...rest] = text.split(mark);
  return /^\d{1,3}$/.test(first!) && rest.every((group) => /^\d{3}$/.test(group));
}

/**
 * Whether `locale` writes decimals with a comma (fr, tr, id, de: '1,5'; Malay writes '1.5'), the `decimalComma` of
 * parseMoneyText for an admin writing in it. Arabic's own mark (٫) is not a comma.
 */
export function writesDecimalComma(locale: string): boolean {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',';
  } catch {
    return false;
  }
}
