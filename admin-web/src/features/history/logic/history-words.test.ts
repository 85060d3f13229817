import { describe, expect, it } from 'vitest';
import arabicFleet from '@core/i18n/compiled/ar/adminOperations.js';
import arabicSalah from '@core/i18n/compiled/ar/adminSalah.js';
import arabicTerms from '@core/i18n/compiled/ar/terms.js';
import englishFleet from '@core/i18n/compiled/en/adminOperations.js';
import frenchFleet from '@core/i18n/compiled/fr/adminOperations.js';
import frenchSalah from '@core/i18n/compiled/fr/adminSalah.js';
import frenchTerms from '@core/i18n/compiled/fr/terms.js';
import { CONFIGURATION_DEFINITIONS } from '@core/configuration/definitions.js';
import { historyWord } from '@core/history/labels.js';
import { SNAPSHOT_FIELDS } from '@core/history/snapshot-fields.js';
import { HISTORY_TITLES, restoredTitle } from '@core/history/titles.js';
import { ADMIN_NAMESPACES } from '@core/i18n/catalog-types.js';
import { LANGUAGES } from '@core/i18n/languages.js';
import { loadTranslator, translatorFor } from '@core/i18n/translator.js';
import { describeChanges } from './describe-change.js';
import { localHistoryWord, restoredWhen, SUMMARY_KEYS, summaryText } from './history-words.js';

const english = translatorFor('en', englishFleet);
const french = translatorFor('fr', { ...frenchTerms, ...frenchFleet, ...frenchSalah });
const arabic = translatorFor('ar', { ...arabicTerms, ...arabicFleet, ...arabicSalah });
const frenchAll = await loadTranslator('fr', ADMIN_NAMESPACES);
const arabicAll = await loadTranslator('ar', ADMIN_NAMESPACES);

const saved = {
  summary: 'Saved the timetable (1 change: Typed time Jan 5 Fajr Iqama)',
  before: { overrides: { '01-05': { fajrIqama: '06:35' } } },
  after: { overrides: { '01-05': { fajrIqama: '06:50' } } },
};

describe('summaryText', () => {
  it('keeps the stored English summary word for word', () => {
    expect(summaryText(saved, english)).toBe(saved.summary);
  });

  it('says the title and the changes in French', () => {
    expect(summaryText(saved, french)).toBe(
      'A enregistré les horaires (1 modification : Heure saisie 5 janv. Iqama Fajr)',
    );
  });

  it('says a restore with its time and author in Arabic, and counts with Arabic plurals', () => {
    const restore = {
      summary:
        'Restored the timetable as saved on 2026-11-20 14:05 UTC by imam@example.org (2 changes: Daylight saving begins, Time zone)',
      before: { timezoneId: 'America/New_York', dst: { begin: '03/08' } },
      after: { timezoneId: 'America/Chicago', dst: { begin: '03/09' } },
    };
    expect(summaryText(restore, arabic)).toBe(
      // The time in History's one date format (as its time column writes it in Arabic).
      `استعاد جدول المواقيت كما حفظه imam@example.org في ${restoredWhen('2026-11-20 14:05', 'ar')} UTC (تغييران: التوقيت الصيفي يبدأ، المنطقة الزمنية)`,
    );
    // A list of changes other than the one the server writes from this before and after is not read as its own.
    const other = { ...restore, summary: restore.summary.replace('Time zone', 'time zone') };
    expect(summaryText(other, arabic)).toBe(other.summary);
  });

  it('names only three changes, then how many more', () => {
    const entry = {
      summary: 'Saved content (4 changes: Fund a, Fund b, Fund c, and 1 more)',
      before: { funds: [] },
      after: { funds: ['a', 'b', 'c', 'd'].map((name) => ({ id: name, name })) },
    };
    expect(summaryText(entry, french)).toBe(
      'A enregistré le contenu (4 modifications : Fonds a, Fonds b, Fonds c, et 1 de plus)',
    );
  });

  it('shows a title it does not know, or one without changes, as it came', () => {
    const unknown = { summary: 'Did something new', before: null, after: { a: 1 } };
    expect(summaryText(unknown, arabic)).toBe('Did something new');
    expect(summaryText({ summary: 'Reset a password', before: { a: 1 }, after: { a: 1 } }, arabic)).toBe(
      'أعاد تعيين كلمة مرور',
    );
  });

  it('has each title the server records, as it records it, in the English catalog', () => {
    expect([...SUMMARY_KEYS.keys()]).toEqual(Object.values(HISTORY_TITLES));
    for (const [title, key] of SUMMARY_KEYS) expect(english.t(key)).toBe(title);
  });

  it('reads the restore title the server writes, with and without its author', () => {
    const restore = { summary: restoredTitle('2026-11-20 14:05', null), before: null, after: null };
    expect(restore.summary).toBe('Restored the timetable as saved on 2026-11-20 14:05 UTC');
    expect(summaryText(restore, french)).not.toBe(restore.summary);
    // History's one date format (as its time column), not the stored "2026-11-20 14:05".
    expect(summaryText(restore, french)).toContain('20 nov. 2026, 14:05');
    expect(summaryText(restore, french)).not.toContain('2026-11-20');
    expect(summaryText(restore, english)).toBe(
      `Restored the timetable as saved on ${restoredWhen('2026-11-20 14:05', 'en')} UTC`,
    );
    expect(summaryText(restore, english)).not.toContain('2026-11-20');
  });
});

describe('describeChanges in the admin language', () => {
  it('names the day, the column and an empty value in French and Arabic', () => {
    const entry = {
      before: { overrides: {}, dst: { enable: false } },
      after: { overrides: { '01-05': { fajrIqama: '06:30' } }, dst: { enable: true } },
    };
    expect(describeChanges(entry, french)).toEqual([
      { what: 'Heure d’été · activée', before: 'false', after: 'true' },
      { what: 'Heure saisie · 5 janv. · Iqama Fajr', before: '(aucun)', after: '06:30' },
    ]);
    expect(describeChanges(entry, arabic)).toEqual([
      { what: 'التوقيت الصيفي · مفعّل', before: 'false', after: 'true' },
      { what: 'وقت مكتوب يدويًا · 5 يناير · إقامة الفجر', before: '(لا شيء)', after: '06:30' },
    ]);
  });
});

/** Every key a snapshot can hold: its fields (typed after the server's snapshots) and the display settings' names. */
const SNAPSHOT_KEYS = [...SNAPSHOT_FIELDS, ...CONFIGURATION_DEFINITIONS.map((definition) => definition.name)];

describe('localHistoryWord', () => {
  it('keeps the stored English words', () => {
    for (const key of SNAPSHOT_KEYS) expect(localHistoryWord(key, english)).toBe(historyWord(key));
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'names every key a snapshot can hold in %s',
    async (language) => {
      const translator = await loadTranslator(language, ADMIN_NAMESPACES);
      const untranslated = SNAPSHOT_KEYS.filter((key) => {
        const word = localHistoryWord(key, translator);
        return word === '' || word === key || word === historyWord(key) || word.includes('{');
      });
      expect(untranslated).toEqual([]);
    },
  );

  it('says what the admin forms say, and keeps the names the admin typed', () => {
    const entry = {
      before: { funds: [{ id: 'f1', name: 'Building fund', goal: 1000, enabled: true }] },
      after: { funds: [{ id: 'f1', name: 'Building fund', goal: 2000, enabled: false }] },
    };
    expect(describeChanges(entry, frenchAll).map((row) => row.what)).toEqual([
      'Fonds · Building fund · Activé',
      'Fonds · Building fund · Objectif',
    ]);
    const settings = { before: { clock_type: '1' }, after: { clock_type: '2', chime_fajr: 'true' } };
    expect(describeChanges(settings, arabicAll).map((row) => row.what)).toEqual(['تنبيه صوتي عند الفجر', 'نوع الساعة']);
    const profile = {
      before: { email: 'a@example.org', address: { city: 'Lyon' } },
      after: { email: 'b@example.org', address: { city: 'Paris' } },
    };
    expect(describeChanges(profile, frenchAll).map((row) => row.what)).toEqual(['Adresse · Ville', 'E-mail']);
    expect(describeChanges(profile, arabicAll).map((row) => row.what)).toEqual([
      'العنوان · المدينة',
      'البريد الإلكتروني',
    ]);
    // The English table keeps the words it always had.
    expect(describeChanges(profile, english).map((row) => row.what)).toEqual(['address · city', 'email']);
  });
});
