import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { session } from '../api/session';
import { Footer } from './footer';

// Only signed-in screens show the navigation bar and notifications: their code (menus, popovers)
// stays out of the login page's.
const Navbar = lazy(() => import('./navbar').then((m) => ({ default: m.Navbar })));
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function Loading() {
  return (
    <Center p="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Every screen: the navigation bar only when signed in, the page, and the footer. */
export function Layout({ onLogout }: { onLogout: () => void }) {
  const isLoggedIn = session.isLoggedIn();
  return (
    <div className="app">
      {isLoggedIn ? (
        <Suspense fallback={<header className="app-navbar no-print" />}>
          <Navbar onLogout={onLogout} />
          <Notifications position="top-right" />
        </Suspense>
      ) : null}
      <main className="app-main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** The guard of every protected route: without a stored token, sign out and go to /login. */
export function RequireAuth() {
  if (!session.isLoggedIn()) {
    session.clear();
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
