import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { AlertSnackbar } from '../../components/alert-snackbar.js';
import { LoadingIndicator } from '../../components/loading-indicator.js';
import { sessionStore } from '../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../lib/auth/use-session.js';
import * as styles from './app-shell.css.js';
import { navItems } from './nav-items.js';
import { useCouncils } from '../../features/councils/api/councils.js';
import { AdminLanguageProvider, adminLanguage, useAdminTranslator } from '../../lib/i18n/admin-language.js';
import { useMe } from '../../features/users/api/get-me.js';
import { MasjidSwitcher } from '../../features/masjids/components/masjid-switcher.js';
import { useReturnFocus } from '../../components/use-return-focus.js';

const PRODUCT = 'Minaret';
const PROFILE_PATH = '/auth/company/user/profile';

/**
 * Top bar, drawer (below 960 px), footer, global loading indicator and alert around every non-public page,
 * in the signed-in user's language, else the browser's (docs/languages.md "Admin app").
 */
export function AppShell() {
  const session = useSession();
  const me = useMe(session !== null);
  // The saved language counts only for the session it was read in: after signing out the browser's applies.
  const saved = session && me.data?.user.id === session.payload.sub ? me.data.user.language : null;
  return (
    <AdminLanguageProvider language={adminLanguage(saved)}>
      <Shell />
    </AdminLanguageProvider>
  );
}

function Shell() {
  const roles = useRoles();
  const session = useSession();
  const navigate = useNavigate();
  const translator = useAdminTranslator();
  const { t } = translator;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const returnFocus = useReturnFocus(drawerOpen);
  // Whether this account administers a council: the councils' page then joins the navigation.
  const councils = useCouncils(roles.signedIn && !roles.superAdmin);
  const councilAdmin = councils.data?.some((council) => council.administers) ?? false;
  const items = navItems({ ...roles, councilAdmin }, translator);
  const profileLabel = session
    ? `${session.payload.firstName} ${session.payload.lastName}`.trim() || t('admin.shell.profile')
    : '';

  function logout() {
    setDrawerOpen(false);
    sessionStore.signOut();
    void navigate('/');
  }

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('admin.shell.skip')}
      </a>
      <LoadingIndicator />
      <header className={styles.appBar}>
        <div className={styles.appBarInner}>
          {roles.signedIn && (
            <button
              type="button"
              className={styles.menuButton}
              aria-label={t('admin.shell.openMenu')}
              onClick={() => setDrawerOpen(true)}
            >
              ☰
            </button>
          )}
          <Link to="/" className={styles.logo}>
            <img src="/favicon.svg" alt="" className={styles.logoMark} />
            {PRODUCT}
          </Link>
          {roles.signedIn && (
            <nav aria-label={t('admin.shell.mainNav')} className={styles.wideNav}>
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} className={styles.barLink} end>
                  {item.label}
                </NavLink>
              ))}
              <NavLink to={PROFILE_PATH} className={styles.barLink} title={t('admin.shell.myProfile')}>
                {profileLabel}
              </NavLink>
              <button type="button" className={styles.barLink} onClick={logout}>
                {t('admin.shell.logout')}
              </button>
            </nav>
          )}
        </div>
        {roles.superAdmin && <MasjidSwitcher />}
      </header>

      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.drawerOverlay} />
          <RadixDialog.Content className={styles.drawer} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
            <div className={styles.drawerHeader}>
              <RadixDialog.Title style={{ margin: 0, font: 'inherit' }}>{PRODUCT}</RadixDialog.Title>
              <RadixDialog.Close className={styles.menuButton} aria-label={t('admin.shell.closeMenu')}>
                ×
              </RadixDialog.Close>
            </div>
            <nav aria-label={t('admin.shell.menuNav')}>
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={styles.drawerLink}
                  end
                  onClick={() => setDrawerOpen(false)}
                >
                  {item.label}
                </NavLink>
              ))}
              <NavLink to={PROFILE_PATH} className={styles.drawerLink} onClick={() => setDrawerOpen(false)}>
                {t('admin.shell.profileOf', { name: profileLabel })}
              </NavLink>
              <button type="button" className={styles.drawerLink} onClick={logout}>
                {t('admin.shell.logout')}
              </button>
            </nav>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <span>
            © {new Date().getFullYear()}{' '}
            <a href="/" className={styles.footerLink}>
              {PRODUCT}
            </a>
          </span>
          <Link to="/privacy-policy" className={styles.footerLink}>
            {t('admin.shell.privacy')}
          </Link>
        </div>
      </footer>
      <AlertSnackbar />
    </div>
  );
}
