import { ButtonLink } from '../../components/button.js';
import { Page } from '../../components/page.js';
import { useSession } from '../../lib/auth/use-session.js';

/** SPEC.md section 2 'Forbidden and not found'. */
export function ForbiddenPage() {
  const session = useSession();
  const name = session ? `${session.payload.firstName ?? ''} ${session.payload.lastName ?? ''}`.trim() : '';
  return (
    <Page title="403 Forbidden">
      <p>{name ? `${name} is not allowed to access this resource.` : 'You are not allowed to access this page.'}</p>
      <ButtonLink to="/" tone="secondary">
        Go to the home page
      </ButtonLink>
    </Page>
  );
}
