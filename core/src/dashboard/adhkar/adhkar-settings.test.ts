import { describe, expect, it } from 'vitest';
import { defaultAdhkarSettings, parseAdhkar, readAdhkarSettings } from './adhkar-settings.js';

describe('parseAdhkar', () => {
  it('completes a partial setting with the defaults', () => {
    const parsed = parseAdhkar({ version: 0, items: { salam: false } });
    expect(parsed).toEqual({
      ok: true,
      value: {
        ...defaultAdhkarSettings(),
        items: { istighfar: true, salam: false, tasbih: true, ayatAlKursi: true },
        version: 0,
      },
    });
  });

  it('keeps own items trimmed, with several lines, and an empty translation', () => {
    const parsed = parseAdhkar({ version: 3, own: [{ text: ' رَبِّ اغْفِرْ لِي\r\nline two ', translation: null }] });
    expect(parsed.ok && parsed.value.own).toEqual([{ text: 'رَبِّ اغْفِرْ لِي\nline two', translation: '' }]);
  });

  it('refuses unknown fields, a takbir count other than 33 or 34, empty or long texts, too many items', () => {
    const refused = (body: unknown) => {
      const parsed = parseAdhkar(body);
      return parsed.ok ? {} : parsed.fieldErrors;
    };
    expect(Object.keys(refused({ version: 0, colour: 'red' }))).toEqual(['_']);
    expect(Object.keys(refused({ version: 0, items: { tahajjud: true } }))).toEqual(['items']);
    expect(Object.keys(refused({ version: 0, takbirCount: 35 }))).toEqual(['takbirCount']);
    expect(Object.keys(refused({ version: 0, own: [{ text: '  ' }] }))).toEqual(['own[0].text']);
    expect(Object.keys(refused({ version: 0, own: [{ text: 'x', translation: 'y'.repeat(301) }] }))).toEqual([
      'own[0].translation',
    ]);
    expect(Object.keys(refused({ version: 0, own: [{ text: 'a\u202Eb' }] }))).toEqual(['own[0].text']);
    expect(Object.keys(refused({ version: 0, own: Array.from({ length: 6 }, () => ({ text: 'x' })) }))).toEqual([
      'own',
    ]);
    expect(Object.keys(refused({ enabled: 'yes' }))).toEqual(expect.arrayContaining(['enabled', 'version']));
  });
});

describe('readAdhkarSettings', () => {
  it('gives the defaults for nothing stored or a value that no longer passes', () => {
    expect(readAdhkarSettings(null)).toEqual(defaultAdhkarSettings());
    expect(readAdhkarSettings({ takbirCount: 99 })).toEqual(defaultAdhkarSettings());
    expect(readAdhkarSettings({ enabled: false }).enabled).toBe(false);
  });
});
