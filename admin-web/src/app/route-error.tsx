import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../components/button.js';
import { Page } from '../components/page.js';

/** A route that failed to load (often a new release replaced its chunk) or to render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  console.error('Route failed', error);
  return (
    <Page title="Something went wrong">
      <p>This page could not be shown. {detail && <small>({detail})</small>}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Page>
  );
}
