import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { translatorFor } from '@core/i18n/translator.js';
import { AdminTranslatorContext } from '../lib/i18n/admin-translator-context.js';
import { Loaded } from './page.js';

// vanilla-extract styles are compiled by the web build only; the text is what this test reads.
vi.mock('./page.css.js', () => ({ message: 'message' }));

const loading = { isPending: true, isError: false } as UseQueryResult<string>;

function loadingText(language: 'ar' | null): string {
  const page = <Loaded query={loading}>{(data) => data}</Loaded>;
  return renderToStaticMarkup(
    language ? (
      <AdminTranslatorContext.Provider value={translatorFor(language, {})}>{page}</AdminTranslatorContext.Provider>
    ) : (
      page
    ),
  );
}

it("says Loading... in the admin's language, and in English outside the admin app", () => {
  expect(loadingText('ar')).toContain('جارٍ التحميل...');
  expect(loadingText(null)).toContain('Loading...');
});
