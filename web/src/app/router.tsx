import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { ProtectedRoute } from '../components/protected-route';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';

// Route-level code splitting: only the home page ships in the initial bundle.
const LoginPage = lazy(() => import('./routes/auth-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./routes/auth-page').then((m) => ({ default: m.RegisterPage })));
const Placeholder = lazy(() => import('./routes/placeholder').then((m) => ({ default: m.PlaceholderPage })));
const PreviewPage = lazy(() => import('./routes/preview').then((m) => ({ default: m.PreviewPage })));
const ProfilePage = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfilePage })));

const page = (node: ReactNode) => <Suspense fallback={<div className="py-24"><Spinner /></div>}>{node}</Suspense>;

/** Every route of SPEC §2. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: page(<LoginPage />) },
      { path: paths.register, element: page(<RegisterPage />) },
      { path: paths.templates, element: page(<Placeholder title="Template Gallery" text="Community templates are coming to this page." />) },
      { path: paths.pricing, element: page(<Placeholder title="Pricing" text="Coming soon" />) },
      { path: paths.about, element: page(<Placeholder title="About Sitewright" text="Sitewright turns a short description of a business into a fast, accessible website." />) },
      { path: paths.contact, element: page(<Placeholder title="Contact" text="Write to support@sitewright.app." />) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.dashboard, element: page(<Placeholder title="Create your website" text="The generation form arrives with the projects work." noindex />) },
          { path: paths.preview(), element: page(<PreviewPage />) },
          { path: paths.profile, element: page(<ProfilePage />) },
          { path: paths.deployment(), element: page(<Placeholder title="Deployment" text="Deployment management arrives with the deployments work." />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
