import { describe, expect, it } from 'vitest';
import { loadPublicLocale } from './public-locale.js';

describe('a public page locale', () => {
  it("keeps the masjid's own English words, and takes the glossary's in another language", async () => {
    const masjid = [
      { name: 'term_dhuhr', value: 'dhuhr' },
      { name: 'term_iqama', value: 'jamaat' },
    ];
    const english = await loadPublicLocale(masjid, null, ['terms', 'public']);
    expect([english.prayer('dhuhr'), english.terms.iqama, english.iqamaWord, english.hijriLong('1447/9/1')]).toEqual([
      'Dhuhr',
      'Jamaat',
      'jamaat',
      '1 Ramadan 1447 AH',
    ]);
    const turkish = await loadPublicLocale(masjid, 'tr', ['terms', 'public']);
    expect([
      turkish.prayer('dhuhr'),
      turkish.terms.iqama,
      turkish.hijriLong('1447/9/1'),
      turkish.format.time('13:05'),
    ]).toEqual(['Öğle', 'Kamet', '1 Ramazan 1447', '13:05']);
  });

  it('writes Hijri dates with the glossary month and the chosen digits, and carries the second language', async () => {
    const masjid = [
      { name: 'language', value: 'ur' },
      { name: 'second_language', value: 'ar' },
      { name: 'native_digits', value: '1' },
    ];
    const urdu = await loadPublicLocale(masjid, null, ['terms', 'public']);
    expect(urdu.dir).toBe('rtl');
    expect(urdu.hijriLong('1447/9/1')).toBe('۱ رمضان ۱۴۴۷ ھ');
    expect(urdu.hijriDayMonth('1447/12/10')).toBe('۱۰ ذوالحجہ');
    expect(urdu.t('occasion.inDays', { count: 3 })).toBe('۳ دن میں');
    expect(urdu.second?.language).toBe('ar');
    expect(urdu.second?.prayer('fajr')).toBe('الفجر');
    expect(urdu.second?.second).toBeNull();
    expect(urdu.hijriLong('not a date')).toBe('');
  });

  it('counts down in each market\'s own words (docs/languages.md, "Countdown phrases")', async () => {
    const phrase = async (language: string, prayer: 'asr' | 'dhuhr', word: 'iqama' | 'azan') => {
      const locale = await loadPublicLocale([], language, ['terms', 'public']);
      const what = locale.t('countdown.target', {
        prayer: locale.prayer(prayer),
        word: word === 'iqama' ? locale.iqamaWord : locale.azanWord,
      });
      return locale.t('countdown.in', { what, remaining: '1:25:00' });
    };
    // "1:25:00 left until Asr's jamaat" (with the genitive کی), not "in Asr jamaat 1:25:00".
    expect(await phrase('ur', 'asr', 'iqama')).toBe('عصر کی جماعت میں 1:25:00 باقی');
    // "Noon's ezan: 1:25:00 remains" (the compound's suffix), not "Öğle Ezan: after 1:25:00".
    expect(await phrase('tr', 'dhuhr', 'azan')).toBe('Öğle ezanı: 1:25:00 kaldı');
    expect(await phrase('tr', 'asr', 'iqama')).toBe('İkindi kameti: 1:25:00 kaldı');
    // Suhoor's end is Imsak on screens in Indonesia, Malaysia and Turkey.
    for (const [language, word] of [
      ['id', 'Imsak'],
      ['ms', 'Imsak'],
      ['tr', 'İmsak'],
    ] as const)
      expect((await loadPublicLocale([], language, ['terms', 'public'])).t('occasion.imsak')).toBe(word);
  });
});
