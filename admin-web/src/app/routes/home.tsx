import { useEffect, useMemo } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { adminFlagSet, rememberAdminFlag } from '../../features/auth/admin-flag.js';
import { SignInForm } from '../../features/auth/components/sign-in-form.js';
import { MasjidSelector } from '../../features/home/components/masjid-selector.js';
import { useSession } from '../../lib/auth/use-session.js';
import * as styles from './home.css.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';

/** docs/product-rules.md ("Pages") 'Home': title, 'Select Masjid' and the sign-in form beside it. */
export function HomeRoute() {
  const session = useSession();
  const { t } = useAdminTranslator();
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
          <p className={styles.tagline}>{t('admin.home.tagline')}</p>
        </div>
      </section>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="visit-heading">
          <h2 id="visit-heading" className={styles.panelHeading}>
            {t('admin.home.visit')}
          </h2>
          <p className={styles.panelText}>{t('admin.home.visitText')}</p>
          <MasjidSelector />
          <p className={styles.panelText}>
            <Link to="/near-me" data-testid="home-near-me">
              {t('admin.home.nearMe')}
            </Link>
          </p>
        </section>
        <section className={styles.panel}>
          <SignInForm chooseMasjid={chooseMasjid} loadMasjids={loadMasjids} />
        </section>
      </div>
    </>
  );
}
