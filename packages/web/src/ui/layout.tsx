import { Center, Loader } from '@mantine/core';
import type { UserLanguage } from '@trust/contract/languages';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { session } from '../api/session';
import { useT } from '../i18n/catalogue';
import { Footer } from './footer';
import { useSignedIn } from './signed-in';

// Only signed-in screens show the navigation bar and notifications: their code (menus, popovers)
// stays out of the login page's.
const Navbar = lazy(() => import('./navbar').then((m) => ({ default: m.Navbar })));
const Notifications = lazy(() => import('./notifications-host'));

function Loading() {
  const t = useT();
  return (
    <Center p="xl">
      <Loader aria-label={t('layout.loading')} />
    </Center>
  );
}

/**
 * Every screen: the navigation bar only when signed in, then for an admin `adminBanner` (what needs
 * their attention), the page, and the footer.
 */
interface LayoutProps {
  onLogout: () => void;
  onChooseLanguage: (language: UserLanguage) => void;
  adminBanner?: ReactNode;
}

export function Layout({ onLogout, onChooseLanguage, adminBanner }: LayoutProps) {
  const isLoggedIn = session.isLoggedIn();
  const { role } = useSignedIn();
  return (
    <div className="app">
      {isLoggedIn ? (
        <Suspense fallback={<header className="app-navbar no-print" />}>
          <Navbar onLogout={onLogout} onChooseLanguage={onChooseLanguage} />
          <Notifications />
        </Suspense>
      ) : null}
      {isLoggedIn && role === 'ADMIN' ? <Suspense fallback={null}>{adminBanner}</Suspense> : null}
      <main className="app-main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** Where an account goes first when it must change a temporary password or set up two-step sign-in. */
export const CHANGE_PASSWORD_PATH = '/change-password';
export const TWO_STEP_PATH = '/two-step';

/**
 * The guard of every protected route: without a stored token, sign out and go to /login. On every
 * new screen it asks the server about the session (`checkSession`), so an account disabled or
 * signed out elsewhere is out at its next click (the client signs out on a 401), and a new role or
 * a password to change shows at once. An account that must change its password or set up two-step
 * sign-in is sent there before anything else.
 */
export function RequireAuth({ checkSession }: { checkSession: () => Promise<void> }) {
  const { pathname } = useLocation();
  const { mustChangePassword, mustSetUpTwoStep } = useSignedIn();
  const isLoggedIn = session.isLoggedIn();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new screen is what asks again
  useEffect(() => {
    if (isLoggedIn) void checkSession();
  }, [pathname]);

  if (!isLoggedIn) {
    session.clear();
    return <Navigate to="/login" replace />;
  }
  if (mustChangePassword && pathname !== CHANGE_PASSWORD_PATH) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  if (!mustChangePassword && mustSetUpTwoStep && pathname !== TWO_STEP_PATH) {
    return <Navigate to={TWO_STEP_PATH} replace />;
  }
  return <Outlet />;
}
