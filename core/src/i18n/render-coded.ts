/**
 * A recorded message (a `server` catalog key with its values, core/src/validation/coded-message.ts) in a
 * translator's language. The server writes its answers with it, and the admin app the same messages a
 * shared schema gives a form before anything is sent (docs/languages.md "Server messages").
 */
import type { MessageKey } from './catalog-types.js';
import type { Translator } from './translator.js';
import type { CodedText } from '../validation/coded-message.js';

export function isCodedText(value: unknown): value is CodedText {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** Where a nested message goes in the sentence, in characters no message writes (Unicode's private use area). */
const NESTED = /\uE000(\d+)\uE001(\.?)/g;

/**
 * Values that are messages themselves (a field's label) are translated first. A nested message that ends
 * with a full stop of its own, such as a list of days ending with an abbreviated month ('4 janv.'), keeps
 * only one where the sentence puts its full stop right after it ('il en manque 2 : 3 janv., 4 janv.',
 * never '4 janv..'); an ellipsis stays as written.
 */
export function renderCoded(message: CodedText, t: Translator['t']): string {
  const values: Record<string, string | number> = {};
  const nested: string[] = [];
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (isCodedText(value)) {
      values[name] = `\uE000${nested.length}\uE001`;
      nested.push(renderCoded(value, t));
    } else values[name] = value;
  }
  const written = t(message.key as MessageKey, values);
  if (nested.length === 0) return written;
  return written.replace(NESTED, (_mark, index: string, stop: string) => {
    const value = nested[Number(index)]!;
    return stop && value.endsWith('.') && !value.endsWith('..') ? value : value + stop;
  });
}
