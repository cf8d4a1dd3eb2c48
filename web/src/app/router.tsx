import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
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

/**
 * Every route of SPEC §2. Declarative routes rather than a data router: the app loads its data
 * with TanStack Query, and the data router's loader/action machinery would add ~16 KB (gzip) to
 * the JavaScript every first visit waits for.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.login} element={page(<LoginPage />)} />
        <Route path={paths.register} element={page(<RegisterPage />)} />
        <Route path={paths.googleCallback} element={page(<GoogleCallbackPage />)} />
        <Route path={paths.templates} element={page(<TemplatesPage />)} />
        <Route path={paths.pricing} element={page(<PricingPage />)} />
        <Route path={paths.about} element={page(<AboutPage />)} />
        <Route path={paths.contact} element={page(<ContactPage />)} />
        <Route element={<ProtectedRoute />}>
          <Route path={paths.dashboard} element={page(<DashboardPage />)} />
          <Route path={paths.preview()} element={page(<PreviewPage />)} />
          <Route path={paths.profile} element={page(<ProfilePage />)} />
          <Route path={paths.deployment()} element={page(<DeploymentPage />)} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
