import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { session } from '../api/session';
import { Footer } from './footer';
import { Navbar } from './navbar';

function Loading() {
  return (
    <Center p="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Every screen: the navigation bar only when signed in, the page, and the footer. */
export function Layout() {
  const isLoggedIn = session.isLoggedIn();
  return (
    <div className="app">
      {isLoggedIn ? <Navbar /> : null}
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
