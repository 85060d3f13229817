/**
 * Countries for the address form, from the browser's own ICU region names, so no list is copied
 * into the code. Codes ICU names but ISO 3166-1 does not assign (groupings, pseudo regions) are skipped.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK', 'ZZ', 'AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA']);

let cached: Array<{ code: string; name: string }> | undefined;

export function countryOptions(): Array<{ code: string; name: string }> {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const list: Array<{ code: string; name: string }> = [];
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (NOT_COUNTRIES.has(code)) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name && name !== code) list.push({ code, name });
    }
  }
  cached = list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
