import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compiledFiles } from './build/compile-catalogs.js';
import { NAMESPACES } from './catalog-types.js';
import os from 'node:os';
import { readPo, SOURCE_CATALOGS } from './build/source-catalogs.js';
import { LANGUAGES } from './languages.js';
import { loadTranslator } from './translator.js';

/** Every argument a message uses ('{prayer}', a plural's '{count}'), through nested plural branches. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const format = token[2];
      if (format && typeof format === 'object' && !Array.isArray(format)) {
        for (const [choice, branch] of Object.entries(format))
          if (choice !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s catalogs', (language) => {
  it.each(NAMESPACES)(
    '%s has every English key, no other, each with the same placeholders and no empty text',
    (namespace) => {
      const english = SOURCE_CATALOGS.en[namespace];
      const own = SOURCE_CATALOGS[language][namespace];
      expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        expect(placeholders(own[key]!), `${language}/${namespace} ${key}`).toEqual(placeholders(message));
        expect(own[key]!.trim(), `${language}/${namespace} ${key}`).not.toBe('');
      }
    },
  );
});

it('finds a missing key and a changed placeholder, so the checks above can fail', () => {
  expect(placeholders('{what} in {remaining}')).toEqual(['remaining', 'what']);
  expect(placeholders('{count, plural, one {In # day} other {In {n} days}}')).toEqual(['count', 'n']);
  expect(placeholders('{what} dans {reste}')).not.toEqual(placeholders('{what} in {remaining}'));
});

it('reads a PO file as translation tools write it: multi-line, escaped, and no fuzzy or untranslated entry', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'po-')), 'public.po');
  fs.writeFileSync(
    file,
    [
      'msgid ""',
      'msgstr ""',
      '"Language: fr\\n"',
      '',
      '#. English: Loading...',
      'msgid "page.loading"',
      'msgstr "Chargement..."',
      '',
      'msgid "two.lines"',
      'msgstr "Première ligne\\n"',
      '"« seconde » \\"citée\\""',
      '',
      '#, fuzzy',
      'msgid "page.guess"',
      'msgstr "Peut-être"',
      '',
      'msgid "page.untranslated"',
      'msgstr ""',
      '',
    ].join('\n'),
  );
  expect(readPo(file)).toEqual({ 'page.loading': 'Chargement...', 'two.lines': 'Première ligne\n« seconde » "citée"' });
});

it('keeps each key in one namespace, so catalogs merge without one hiding another', () => {
  const seen = new Map<string, string>();
  for (const namespace of NAMESPACES) {
    for (const key of Object.keys(SOURCE_CATALOGS.en[namespace])) {
      expect(seen.get(key), key).toBeUndefined();
      seen.set(key, namespace);
    }
  }
});

it('has compiled catalogs up to date with the sources (run npm run i18n:compile)', () => {
  const root = path.join(import.meta.dirname, 'compiled');
  for (const [file, text] of compiledFiles()) {
    expect(fs.readFileSync(path.join(root, file), 'utf8'), `core/src/i18n/compiled/${file}`).toBe(text);
  }
});

it('formats through the compiled catalogs: plurals per language, English for nothing missing', async () => {
  const arabic = await loadTranslator('ar', ['terms', 'public']);
  expect(arabic.dir).toBe('rtl');
  expect(arabic.t('occasion.inDays', { count: 2 })).toBe('بعد يومين');
  expect(arabic.t('occasion.inDays', { count: 3 })).toBe('بعد 3 أيام');
  expect(arabic.t('countdown.target', { prayer: arabic.t('term.asr'), word: arabic.t('term.iqama') })).toBe(
    'إقامة العصر',
  );
  const turkish = await loadTranslator('tr', ['terms', 'public']);
  const turkishTarget = (word: 'term.azan' | 'term.iqama' | 'term.salah') =>
    turkish.t('countdown.target', { prayer: turkish.t('term.dhuhr'), word: turkish.t(word) });
  expect(turkishTarget('term.azan')).toBe('Öğle ezanı');
  expect(turkishTarget('term.iqama')).toBe('Öğle kameti');
  expect(turkishTarget('term.salah')).toBe('Öğle namazı');
  expect(turkish.t('countdown.target', { prayer: 'Öğle', word: 'Cemaat' })).toBe('Öğle Cemaat');
  const urdu = await loadTranslator('ur', ['terms', 'public']);
  expect(
    urdu.t('countdown.in', {
      what: urdu.t('countdown.target', { prayer: urdu.t('term.asr'), word: urdu.t('term.iqama') }),
      remaining: '1:25:00',
    }),
  ).toBe('عصر کی جماعت میں 1:25:00 باقی');
  const english = await loadTranslator('en', ['public']);
  expect(english.t('occasion.inDays', { count: 5 })).toBe('In 5 days');
  expect(english.t('table.newTitle')).toBe("Differs from today's iqama");
});
