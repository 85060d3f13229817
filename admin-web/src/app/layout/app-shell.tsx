import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { AlertSnackbar } from '../../components/alert-snackbar.js';
import { LoadingIndicator } from '../../components/loading-indicator.js';
import { sessionStore } from '../../lib/auth/session-store.js';
import { useRoles, useSession } from '../../lib/auth/use-session.js';
import * as styles from './app-shell.css.js';
import { navItems } from './nav-items.js';
import { useReturnFocus } from '../../components/use-return-focus.js';

const PRODUCT = 'Minaret';
const PROFILE_PATH = '/auth/company/user/profile';

/** Top bar, drawer (below 960 px), footer, global loading indicator and alert around every non-public page. */
export function AppShell() {
  const roles = useRoles();
  const session = useSession();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const returnFocus = useReturnFocus(drawerOpen);
  const items = navItems(roles);
  const profileLabel = session ? `${session.payload.firstName} ${session.payload.lastName}`.trim() || 'Profile' : '';

  function logout() {
    setDrawerOpen(false);
    sessionStore.signOut();
    navigate('/');
  }

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <LoadingIndicator />
      <header className={styles.appBar}>
        <div className={styles.appBarInner}>
          {roles.signedIn && (
            <button type="button" className={styles.menuButton} aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
              ☰
            </button>
          )}
          <Link to="/" className={styles.logo}>
            <img src="/favicon.svg" alt="" className={styles.logoMark} />
            {PRODUCT}
          </Link>
          {roles.signedIn && (
            <nav aria-label="Main" className={styles.wideNav}>
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} className={styles.barLink} end>
                  {item.label}
                </NavLink>
              ))}
              <NavLink to={PROFILE_PATH} className={styles.barLink} title="My profile">
                {profileLabel}
              </NavLink>
              <button type="button" className={styles.barLink} onClick={logout}>
                Logout
              </button>
            </nav>
          )}
        </div>
      </header>

      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.drawerOverlay} />
          <RadixDialog.Content className={styles.drawer} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
            <div className={styles.drawerHeader}>
              <RadixDialog.Title style={{ margin: 0, font: 'inherit' }}>{PRODUCT}</RadixDialog.Title>
              <RadixDialog.Close className={styles.menuButton} aria-label="Close menu">
                ×
              </RadixDialog.Close>
            </div>
            <nav aria-label="Menu">
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} className={styles.drawerLink} end onClick={() => setDrawerOpen(false)}>
                  {item.label}
                </NavLink>
              ))}
              <NavLink to={PROFILE_PATH} className={styles.drawerLink} onClick={() => setDrawerOpen(false)}>
                Profile ({profileLabel})
              </NavLink>
              <button type="button" className={styles.drawerLink} onClick={logout}>
                Logout
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
            Privacy policy
          </Link>
        </div>
      </footer>
      <AlertSnackbar />
    </div>
  );
}
