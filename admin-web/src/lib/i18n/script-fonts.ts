import { scriptFontOf, type ScriptFont } from '@core/i18n/script-fonts.js';
import type { Language } from '@core/i18n/languages.js';

/** Each script's regular and bold faces, as their own CSS chunks (docs/languages.md#fonts). */
const LOADERS: Record<ScriptFont, () => Promise<unknown>> = {
  arabic: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/arabic-400.css'),
      import('@fontsource/noto-sans-arabic/arabic-700.css'),
    ]),
  bengali: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
};

/** Declares the fonts the page's languages need; a font that fails to load leaves the system's. */
export async function loadScriptFonts(...languages: Array<Language | null | undefined>): Promise<void> {
  const fonts = new Set(languages.map(scriptFontOf).filter((font): font is ScriptFont => font !== null));
  await Promise.all([...fonts].map((font) => LOADERS[font]().catch(() => undefined)));
}
