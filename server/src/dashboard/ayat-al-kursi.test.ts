import { describe, expect, it } from 'vitest';
import { ayatAlKursiTexts } from './ayat-al-kursi.js';

describe('Ayat al-Kursi in the languages of the screens', () => {
  it('carries no footnote mark of a printed translation (the Indonesian "Kursi-Nya96)")', async () => {
    const texts = await ayatAlKursiTexts({ logger: console as never });
    expect(texts).not.toBeNull();
    const marked = Object.entries(texts!.translations).filter(([, translation]) =>
      /\p{L}\d+\)/u.test(translation!.text),
    );
    expect(marked.map(([language, translation]) => `${language}: ${translation!.text}`)).toEqual([]);
    expect(texts!.translations.id!.text).toContain('Kursi-Nya meliputi langit dan bumi');
  });
});
