import { ButtonLink } from '../../components/button.js';
import { Page } from '../../components/page.js';

export function NotFoundPage() {
  return (
    <Page title="404 Page not found">
      <p>There is nothing at this address.</p>
      <ButtonLink to="/" tone="secondary">
        Go to the home page
      </ButtonLink>
    </Page>
  );
}
