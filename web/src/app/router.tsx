import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { ProtectedRoute } from '../components/protected-route';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';

// Route-level code splitting: only the home page ships in the initial bundle.
const named = <K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));
const LoginPage = named(() => import('./routes/auth-page'), 'LoginPage');
const RegisterPage = named(() => import('./routes/auth-page'), 'RegisterPage');
const TemplatesPage = named(() => import('./routes/templates'), 'TemplatesPage');
const PricingPage = named(() => import('./routes/pricing'), 'PricingPage');
const AboutPage = named(() => import('./routes/about'), 'AboutPage');
const ContactPage = named(() => import('./routes/contact'), 'ContactPage');
const DashboardPage = named(() => import('./routes/dashboard'), 'DashboardPage');
const PreviewPage = named(() => import('./routes/preview'), 'PreviewPage');
const ProfilePage = named(() => import('./routes/profile'), 'ProfilePage');
const DeploymentPage = named(() => import('./routes/deployment'), 'DeploymentPage');
const GoogleCallbackPage = named(() => import('./routes/google-callback'), 'GoogleCallbackPage');

// The fallback fills the viewport so the footer does not jump when the page arrives (layout shift).
const page = (node: ReactNode) => <Suspense fallback={<div className="min-h-screen py-24"><Spinner /></div>}>{node}</Suspense>;

/** Every route of SPEC §2. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: page(<LoginPage />) },
      { path: paths.register, element: page(<RegisterPage />) },
      { path: paths.googleCallback, element: page(<GoogleCallbackPage />) },
      { path: paths.templates, element: page(<TemplatesPage />) },
      { path: paths.pricing, element: page(<PricingPage />) },
      { path: paths.about, element: page(<AboutPage />) },
      { path: paths.contact, element: page(<ContactPage />) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.dashboard, element: page(<DashboardPage />) },
          { path: paths.preview(), element: page(<PreviewPage />) },
          { path: paths.profile, element: page(<ProfilePage />) },
          { path: paths.deployment(), element: page(<DeploymentPage />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
