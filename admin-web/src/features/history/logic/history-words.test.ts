import { describe, expect, it } from 'vitest';
import arabicFleet from '@core/i18n/compiled/ar/adminFleet.js';
import arabicSalah from '@core/i18n/compiled/ar/adminSalah.js';
import arabicTerms from '@core/i18n/compiled/ar/terms.js';
import englishFleet from '@core/i18n/compiled/en/adminFleet.js';
import frenchFleet from '@core/i18n/compiled/fr/adminFleet.js';
import frenchSalah from '@core/i18n/compiled/fr/adminSalah.js';
import frenchTerms from '@core/i18n/compiled/fr/terms.js';
import { translatorFor } from '@core/i18n/translator.js';
import { describeChanges } from './describe-change.js';
import { SUMMARY_KEYS, summaryText } from './history-words.js';

const english = translatorFor('en', englishFleet);
const french = translatorFor('fr', { ...frenchTerms, ...frenchFleet, ...frenchSalah });
const arabic = translatorFor('ar', { ...arabicTerms, ...arabicFleet, ...arabicSalah });

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
      'استعاد جدول المواقيت كما حفظه imam@example.org في 2026-11-20 14:05 UTC (تغييران: التوقيت الصيفي يبدأ، المنطقة الزمنية)',
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
    for (const [title, key] of Object.entries(SUMMARY_KEYS)) expect(english.t(key)).toBe(title);
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
