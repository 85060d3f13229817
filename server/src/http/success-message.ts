import type { Context } from 'hono';
import { requestLanguage } from './error-handler.js';
import { isCodedText, localize, render, type CodedText } from './server-text.js';

/**
 * A successful answer's message in the requester's language (docs/languages.md "Server messages"): a key
 * of the `server` catalog, or English recorded with its key by `coded()`. English stays as written.
 */
export function successMessage(c: Context, message: string | CodedText): string {
  const language = requestLanguage(c);
  return isCodedText(message) ? render(language, message) : localize(language, message);
}
