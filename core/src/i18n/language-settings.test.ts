import { describe, expect, it } from 'vitest';
import { checkConfigurations, withDefaults } from '../configuration/definitions.js';
import { languageSetting, settingEntries } from './language-settings.js';
import { directionOf, parseLanguage } from './languages.js';

describe('the masjid language setting', () => {
  it('takes ?lang= first, then the masjid, then English; drops a second language equal to the first', () => {
    const masjid = [
      { name: 'language', value: 'ur' },
      { name: 'second_language', value: 'ar' },
      { name: 'native_digits', value: '1' },
    ];
    expect(languageSetting(masjid)).toEqual({ language: 'ur', secondLanguage: 'ar', nativeDigits: true });
    expect(languageSetting(masjid, 'AR')).toEqual({ language: 'ar', secondLanguage: null, nativeDigits: true });
    expect(languageSetting(masjid, 'klingon').language).toBe('ur');
    expect(languageSetting(undefined)).toEqual({ language: 'en', secondLanguage: null, nativeDigits: false });
    expect(
      languageSetting([
        { name: 'language', value: 'xx' },
        { name: 'second_language', value: 'none' },
      ]),
    ).toEqual({ language: 'en', secondLanguage: null, nativeDigits: false });
    expect(languageSetting(settingEntries(languageSetting(masjid)))).toEqual(languageSetting(masjid));
  });

  it('is checked like every configuration: an unknown language or digits value is refused with a message', () => {
    expect(
      checkConfigurations([
        { name: 'language', value: 'fr' },
        { name: 'second_language', value: 'none' },
        { name: 'native_digits', value: '0' },
      ]),
    ).toEqual({});
    const errors = checkConfigurations([
      { name: 'language', value: 'xx' },
      { name: 'second_language', value: 'de' },
      { name: 'native_digits', value: 'yes' },
    ]);
    expect(errors.language).toMatch(/^Must be one of en, ar, ur/);
    expect(errors.second_language).toMatch(/^Must be one of none, en/);
    expect(errors.native_digits).toBe('Must be one of 0, 1');
    expect(
      withDefaults([]).filter((entry) => ['language', 'second_language', 'native_digits'].includes(entry.name)),
    ).toEqual([
      { name: 'language', value: 'en' },
      { name: 'second_language', value: 'none' },
      { name: 'native_digits', value: '0' },
    ]);
  });

  it('knows the right-to-left languages and reads a language tag', () => {
    expect(['ar', 'ur'].map((language) => directionOf(parseLanguage(language)!))).toEqual(['rtl', 'rtl']);
    expect(directionOf('bn')).toBe('ltr');
    expect(parseLanguage('ms-MY')).toBe('ms');
    expect(parseLanguage(null)).toBeNull();
  });
});
