import { describe, expect, it } from 'vitest';
import { passageReference, QURAN_PASSAGES } from './quran-passages.js';
import { readPassage } from './quran-source.js';

describe('the curated Quran passages', () => {
  it('all exist in quran-json, with Arabic and English aligned and short enough for a screen', async () => {
    const references = new Set<string>();
    for (const ref of QURAN_PASSAGES) {
      const passage = await readPassage(ref);
      const label = passageReference(ref);
      references.add(label);
      const { ayas, translations } = passage.ayaDetail;
      expect(ayas.length, label).toBe(ref[2] - ref[1] + 1);
      expect(
        translations.map((line) => line.ayaNumber),
        label,
      ).toEqual(ayas.map((line) => line.ayaNumber));
      for (const line of [...ayas, ...translations]) expect(line.lineString.trim(), label).not.toBe('');
      expect(ayas[0]!.lineString, label).toMatch(/\p{Script=Arabic}/u);
      const englishLength = translations.map((line) => line.lineString).join(' ').length;
      expect(englishLength, label).toBeLessThanOrEqual(300);
      expect(passage.suraNumber).toBe(ref[0]);
    }
    expect(references.size).toBe(QURAN_PASSAGES.length);
  });

  it('describes the sura', async () => {
    const passage = await readPassage([94, 5, 8]);
    expect(passage).toMatchObject({
      suraNumber: 94,
      suraNameEnglish: 'Ash-Sharh',
      suraDescription: 'The Relief · Meccan · 8 verses',
      translationName: 'Saheeh International',
      reference: 'Quran 94:5-8',
    });
    expect(passage.suraNameArabic).toMatch(/\p{Script=Arabic}/u);
    await expect(readPassage([1, 8, 8])).rejects.toThrow('Quran 1:8 is not in quran-json');
  });
});
