import { useEffect, useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { adminFlagSet, rememberAdminFlag } from '../../features/auth/admin-flag.js';
import { SignInForm } from '../../features/auth/components/sign-in-form.js';
import { MasjidSelector } from '../../features/home/components/masjid-selector.js';
import { useSession } from '../../lib/auth/use-session.js';
import * as styles from './home.css.js';

/** SPEC.md section 2 'Home': title, 'Select Masjid' and the sign-in form beside it. */
export function HomeRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const chooseMasjid = params.has('admin');
  const loadMasjids = useMemo(() => {
    rememberAdminFlag(chooseMasjid);
    return adminFlagSet();
  }, [chooseMasjid]);
  useEffect(() => {
    document.title = 'Minaret';
  }, []);

  // A signed-in user goes to the admin page; with ?admin a super admin may sign in again for another masjid.
  if (session && !chooseMasjid) return <Navigate to="/auth/admin" replace />;

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>Minaret</h1>
          <p className={styles.tagline}>Prayer times, announcements and prayer-hall screens for your masjid.</p>
        </div>
      </section>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="visit-heading">
          <h2 id="visit-heading" className={styles.panelHeading}>
            Visit a masjid
          </h2>
          <p className={styles.panelText}>Open the prayer times and news of a masjid near you.</p>
          <MasjidSelector />
        </section>
        <section className={styles.panel}>
          <SignInForm chooseMasjid={chooseMasjid} loadMasjids={loadMasjids} />
        </section>
      </div>
    </>
  );
}
