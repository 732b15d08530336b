import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout, RequireAuth } from './ui/layout';
import { NotFound } from './ui/not-found';

/** Each screen is its own lazily loaded chunk, so the login page loads only what it needs. */
const Home = lazy(() => import('./routes/home'));
const Login = lazy(() => import('./routes/login'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const RegisterAdmin = lazy(() => import('./routes/register-admin'));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/login', element: <Login /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <Dashboard /> },
          { path: '/register-admin', element: <RegisterAdmin /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
