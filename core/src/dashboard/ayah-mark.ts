const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** The end-of-ayah sign (U+06DD) with the verse number in Arabic-Indic digits, as printed Qurans show it. */
export function ayahMark(number: number): string {
  return `\u06DD${String(number).replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!)}`;
}

/** An Arabic verse line followed by its number, kept on the same line (no-break space). */
export function verseWithMark(text: string, number: number): string {
  return `${text}\u00A0${ayahMark(number)}`;
}
