/** 'GBP' -> 'British Pound (GBP)', from the browser's own currency names; the code alone where it has none. */
let names: Intl.DisplayNames | null | undefined;

/**
 * Currencies newer than the browsers' name data (Chromium 156 names none of these in any language): their
 * English names, so the currency list shows no bare code (docs/volunteer.md "Currency").
 */
const NEWER_CURRENCIES: Readonly<Record<string, string>> = {
  SLE: 'Sierra Leonean Leone',
  XCG: 'Caribbean Guilder',
  ZWG: 'Zimbabwe Gold',
  SVC: 'Salvadoran Colón',
};

/** The English name the browser lacks for `code`, written as currencyLabel writes names. */
export function newerCurrencyLabel(code: string): string | null {
  const name = NEWER_CURRENCIES[code];
  return name ? `${name} (${code})` : null;
}

export function currencyLabel(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'currency' });
    } catch {
      names = null;
    }
  }
  const name = names?.of(code);
  return name && name !== code ? `${name} (${code})` : (newerCurrencyLabel(code) ?? code);
}
