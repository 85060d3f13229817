import { useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Card, Page } from '../../components/page.js';
import { registrationStore } from '../../lib/registration-store.js';

/** /auth/register/finish: 'Registration complete.'; without registration data, back to the masjid form. */
export function RegistrationFinishPage() {
  const finished = useMemo(() => registrationStore.finished(), []);
  if (!finished) return <Navigate to="/auth/company/create" replace />;
  return (
    <Page title="Registration complete.">
      <Card narrow>
        <p>
          <strong>{finished.companyName}</strong> has been registered, and <strong>{finished.email}</strong> was added as its
          admin user.
        </p>
        <p>
          We sent a verification email to {finished.email}. Please open the link in it to confirm your address; you can
          sign in once it is confirmed.
        </p>
        <p>
          Your masjid starts inactive: you can prepare its prayer times and content now, and its public pages appear once a
          Minaret administrator activates it.
        </p>
        <Link to="/">Go to sign in</Link>
      </Card>
    </Page>
  );
}
