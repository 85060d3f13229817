/**
 * The source catalogs: one PO file per language and namespace under core/src/i18n/po, the format
 * translators' tools (Poedit, Weblate, Crowdin) open, with the message's key as its msgid and the English
 * text as a note (docs/languages.md, "Translating"). Read in Node only, by the compiler and the catalog
 * tests; pages and widgets load the compiled catalogs of their own language through compiled/loaders.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import type { Namespace } from '../catalog-types.js';
import { NAMESPACES } from '../catalog-types.js';
import { LANGUAGES, type Language } from '../languages.js';

export const PO_ROOT = path.join(import.meta.dirname, '..', 'po');

export const poPath = (language: Language, namespace: Namespace) => path.join(PO_ROOT, language, `${namespace}.po`);

/**
 * One PO file's messages by key, in the file's order. An entry without a translation, one a tool marked
 * fuzzy (a guess to review) and an obsolete one are left out, so the catalog tests name them as missing.
 */
export function readPo(file: string): Record<string, string> {
  const po = parsePoFile(fs.readFileSync(file, 'utf8'));
  const messages: Record<string, string> = {};
  for (const item of po.items) {
    const text = item.msgstr[0];
    if (item.obsolete || item.flags.fuzzy || !item.msgid || !text) continue;
    messages[item.msgid] = text;
  }
  return messages;
}

export const SOURCE_CATALOGS: Record<
  Language,
  Record<Namespace, Readonly<Record<string, string>>>
> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, readPo(poPath(language, namespace))])),
  ]),
) as Record<Language, Record<Namespace, Readonly<Record<string, string>>>>;
