/**
 * A translation's footnote marks, which some printed translations carry into their text ("Kursi-Nya96)" in
 * the Indonesian of 2:255): a number and a closing bracket right after a word. A screen shows no footnotes,
 * so it shows no marks pointing to them (docs/adhkar.md).
 */
const FOOTNOTE_MARK = /(\p{L})\d{1,4}\)/gu;

export function withoutFootnoteMarks(text: string): string {
  return text.replace(FOOTNOTE_MARK, '$1');
}
