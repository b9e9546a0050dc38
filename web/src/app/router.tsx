import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { FeedbackHost } from './feedback';
import { Guard } from './Guard';
import { PageLoading } from './PageLoading';

/**
 * The route table (spec 2.1). A route is declared only when its screen works; each area adds its
 * own here (and its sidebar entry in navigation.tsx). Every screen is its own chunk.
 */
const SignedIn = lazy(() => import('./SignedIn'));
const Shell = lazy(() => import('./Shell'));
const LoginPage = lazy(() => import('../features/login/LoginPage'));
const AuthCallbackPage = lazy(() => import('../features/login/AuthCallbackPage'));
const OnboardingPage = lazy(() => import('../features/onboarding/OnboardingPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const OverviewPage = lazy(() => import('../features/overview/OverviewPage'));
const OperationsPage = lazy(() => import('../features/operations/OperationsPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const PaymentResultPage = lazy(() => import('../features/payment/PaymentResultPage'));

function Root() {
  return (
    <>
      <FeedbackHost />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', element: <Navigate to="/overview" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/auth0/callback', element: <AuthCallbackPage /> },
      {
        element: <SignedIn />,
        children: [
          { path: '/onboarding', element: <OnboardingPage /> },
          {
            element: <Shell />,
            children: [
              {
                path: '/admin',
                element: (
                  <Guard access="admin">
                    <AdminPage />
                  </Guard>
                ),
              },
              { path: '/overview', element: <OverviewPage /> },
              { path: '/operations', element: <OperationsPage /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/payment/success', element: <PaymentResultPage outcome="success" /> },
              { path: '/payment/cancel', element: <PaymentResultPage outcome="cancel" /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/overview" replace /> },
    ],
  },
]);
