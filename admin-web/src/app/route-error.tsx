import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../components/button.js';
import { Page } from '../components/page.js';
import { EARLY_TEXTS } from '@core/i18n/early-texts.js';
import { parseLanguage } from '@core/i18n/languages.js';

/**
 * A route that failed to load (often a new release replaced its chunk) or to render, in the language the
 * page was speaking (`<html lang>`). Its words are the early texts: this sits in the app's entry, which the
 * admin catalogs must stay out of (docs/languages.md).
 */
export function RouteError() {
  const texts = EARLY_TEXTS[parseLanguage(document.documentElement.lang) ?? 'en'];
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  console.error('Route failed', error);
  return (
    <Page title={texts.errorTitle}>
      <p>
        {texts.errorText} {detail && <small>({detail})</small>}
      </p>
      <Button onClick={() => window.location.reload()}>{texts.reload}</Button>
    </Page>
  );
}
