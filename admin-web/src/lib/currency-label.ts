/** 'GBP' -> 'British Pound (GBP)', from the browser's own currency names; the code alone where it has none. */
let names: Intl.DisplayNames | null | undefined;

export function currencyLabel(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'currency' });
    } catch {
      names = null;
    }
  }
  const name = names?.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
