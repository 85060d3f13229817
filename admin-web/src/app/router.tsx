import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { startDashboardLoad } from '../features/dashboard/api/early-load.js';
import { sessionStore } from '../lib/auth/session-store.js';
import { RequireSession } from './guards.js';
import { RouteError } from './route-error.js';

/**
 * Every screen is its own lazy chunk: the public pages that TVs and the desktop app load (dashboard,
 * calendar, frame) never download the admin screens, and the shell stays light.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/** Shown while the first screen's chunk downloads. */
function FirstLoad() {
  return null;
}

const notFound = page(
  () => import('../features/status/not-found-page.js'),
  (m) => m.NotFoundPage,
);

const DASHBOARD_PATH = '/:companyDashboardUrl';

export const routes: RouteObject[] = [
  {
    // The shell (top bar, drawer, alerts) is a chunk of its own too: public pages never load it.
    ...page(
      () => import('./layout/app-shell.js'),
      (m) => m.AppShell,
    ),
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: '/',
            ...page(
              () => import('./routes/home.js'),
              (m) => m.HomeRoute,
            ),
          },
          {
            path: '/forbidden',
            ...page(
              () => import('../features/status/forbidden-page.js'),
              (m) => m.ForbiddenPage,
            ),
          },
          { path: '/404', ...notFound },
          {
            path: '/docs/api',
            ...page(
              () => import('../features/api-reference/api-reference-page.js'),
              (m) => m.ApiReferencePage,
            ),
          },
          {
            path: '/privacy-policy',
            ...page(
              () => import('../features/privacy/privacy-policy-page.js'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: '/auth/company/create',
            ...page(
              () => import('../features/masjids/components/masjid-form-page.js'),
              (m) => m.MasjidCreatePage,
            ),
          },
          {
            path: '/auth/company/user/create',
            ...page(
              () => import('../features/users/components/user-form-page.js'),
              (m) => m.UserCreatePage,
            ),
          },
          {
            path: '/auth/register/finish',
            ...page(
              () => import('../features/registration/registration-finish-page.js'),
              (m) => m.RegistrationFinishPage,
            ),
          },
          {
            path: '/auth/forgot-password',
            ...page(
              () => import('../features/account-recovery/forgot-password-page.js'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: '/auth/reset-password',
            ...page(
              () => import('../features/account-recovery/forgot-password-page.js'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: '/auth/invitation',
            ...page(
              () => import('../features/invitation/invitation-page.js'),
              (m) => m.InvitationPage,
            ),
          },
          {
            path: '/auth/register/verify',
            ...page(
              () => import('../features/registration/verify-email-page.js'),
              (m) => m.VerifyEmailPage,
            ),
          },
          {
            element: <RequireSession />,
            children: [
              {
                path: '/auth/admin',
                ...page(
                  () => import('./routes/admin-settings.js'),
                  (m) => m.AdminSettingsRoute,
                ),
              },
              {
                path: '/auth/company/view',
                ...page(
                  () => import('./routes/with-history.js'),
                  (m) => m.MasjidViewWithHistory,
                ),
              },
              {
                path: '/auth/company/user/view',
                ...page(
                  () => import('../features/users/components/user-view-page.js'),
                  (m) => m.UserViewPage,
                ),
              },
              {
                path: '/auth/company/user/profile',
                ...page(
                  () => import('../features/users/components/user-view-page.js'),
                  (m) => m.UserProfilePage,
                ),
              },
              {
                path: '/auth/company/user/edit',
                ...page(
                  () => import('../features/users/components/user-form-page.js'),
                  (m) => m.UserEditPage,
                ),
              },
              {
                // Councils (docs/jumuah-eid-ramadan.md): any signed-in account may administer one; the server checks which.
                path: '/auth/councils',
                ...page(
                  () => import('../features/councils/components/councils-page.js'),
                  (m) => m.CouncilsPage,
                ),
              },
              {
                path: '/auth/councils/:councilId',
                ...page(
                  () => import('../features/councils/components/council-page.js'),
                  (m) => m.CouncilPage,
                ),
              },
              {
                path: '/auth/company/user/password/:mode',
                ...page(
                  () => import('../features/users/components/password-page.js'),
                  (m) => m.PasswordPage,
                ),
              },
            ],
          },
          {
            element: <RequireSession all={['ADMIN']} />,
            children: [
              {
                path: '/auth/company/edit',
                ...page(
                  () => import('../features/masjids/components/masjid-form-page.js'),
                  (m) => m.MasjidEditPage,
                ),
              },
              {
                path: '/auth/company/user/list/current',
                ...page(
                  () => import('./routes/with-history.js'),
                  (m) => m.UsersWithHistory,
                ),
              },
              {
                path: '/auth/screens',
                ...page(
                  () => import('../features/screens/components/screens-page.js'),
                  (m) => m.ScreensPage,
                ),
              },
            ],
          },
          {
            element: <RequireSession all={['SUPER_ADMIN']} />,
            children: [
              {
                path: '/auth/company/list',
                ...page(
                  () => import('../features/masjids/components/masjid-list-page.js'),
                  (m) => m.MasjidListPage,
                ),
              },
              {
                path: '/auth/company/user/list/all',
                ...page(
                  () => import('../features/users/components/user-list-page.js'),
                  (m) => m.AllUsersPage,
                ),
              },
              {
                path: '/examples',
                ...page(
                  () => import('../features/examples/examples-page.js'),
                  (m) => m.ExamplesPage,
                ),
              },
              {
                path: '/auth/history',
                ...page(
                  () => import('../features/history/components/history-page.js'),
                  (m) => m.HistoryPage,
                ),
              },
              {
                path: '/auth/server-notice',
                ...page(
                  () => import('../features/urgent/components/server-notice-page.js'),
                  (m) => m.ServerNoticePage,
                ),
              },
              {
                path: '/auth/hadith',
                ...page(
                  () => import('../features/hadith/hadith-import-page.js'),
                  (m) => m.HadithImportPage,
                ),
              },
            ],
          },
          { path: '/auth', element: <Navigate to="/auth/admin" replace /> },
          { path: '/auth/*', ...notFound },
          { path: '*', ...notFound },
        ],
      },
    ],
  },
  // Public pages without the admin shell, each its own chunk (the dashboard never loads admin code).
  {
    path: '/calendar/:companyUrl',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/calendar/calendar-page.js'),
      (m) => m.CalendarPage,
    ),
  },
  {
    path: '/expense/:companyUrl',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/expense-frame/expense-frame-page.js'),
      (m) => m.ExpenseFramePage,
    ),
  },
  {
    path: '/v2/:companyUrl',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/public-v2/public-v2-page.js'),
      (m) => m.PublicV2Page,
    ),
  },
  {
    // Masjids near the visitor, measured on the device (docs/outside-the-hall.md, "Near me").
    path: '/near-me',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/near-me/near-me-page.js'),
      (m) => m.NearMePage,
    ),
  },
  {
    // The installable app's home: the masjids this device follows (docs/outside-the-hall.md, "Following").
    path: '/following',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/following/following-page.js'),
      (m) => m.FollowingPage,
    ),
  },
  {
    // Home mode: a followed masjid's next prayer large, with its adhan (docs/outside-the-hall.md, "Home mode").
    path: '/following/:companyUrl/home',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/following/home-mode-page.js'),
      (m) => m.HomeModePage,
    ),
  },
  {
    // The web player (docs/screens.md, "Web player"): pairs by code, then shows the masjid's dashboard.
    path: '/screen',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/web-player/web-player-page.js'),
      (m) => m.WebPlayerPage,
    ),
  },
  {
    path: DASHBOARD_PATH,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    ...page(
      () => import('../features/dashboard/dashboard-route.js'),
      (m) => m.DashboardRoute,
    ),
  },
];

/**
 * A page opened at a dashboard's address asks for the dashboard's data now, while the dashboard's chunk
 * downloads, rather than after it (docs/read-model.md, Lighthouse). Not for a `?at=` preview: it loads
 * more days.
 */
function startDashboardData() {
  if (typeof window === 'undefined' || new URLSearchParams(window.location.search).has('at')) return;
  const match = matchRoutes(routes, window.location)?.at(-1);
  const companyUrl = match?.route.path === DASHBOARD_PATH ? match.params.companyDashboardUrl : undefined;
  if (companyUrl) startDashboardLoad(companyUrl, sessionStore.token());
}

startDashboardData();
export const router = createBrowserRouter(routes);
