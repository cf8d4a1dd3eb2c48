import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Modal } from '../../components/ui/modal';
import { paths, safeRedirect } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/session';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /login and /register: modals over a quiet backdrop (SPEC §2), noindex. Closing returns home; a
 * signed-in visitor goes straight to the redirect target (the dashboard by default).
 */
export function AuthPage({ mode }: { mode: 'login' | 'register' }) {
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<string | undefined>();
  const redirectTo = params.get('redirectTo') ?? params.get('redirect');
  const keep = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  usePageMeta(mode === 'login'
    ? { title: 'Sign in', description: 'Sign in to Sitewright to create and publish websites.', noindex: true }
    : { title: 'Create account', description: 'Create a free Sitewright account.', noindex: true });

  const onSignedIn = async (token: string) => {
    await signIn(token);
    navigate(safeRedirect(redirectTo), { replace: true });
  };
  // Already signed in (an old bookmark, the back button after signing in): go where signing in would.
  if (user) return <Navigate to={safeRedirect(redirectTo)} replace />;
  return (
    <div className="min-h-[70vh] bg-gradient-to-br from-indigo-50 via-white to-sky-50">
      <Modal title={mode === 'login' ? 'Welcome back' : 'Create your account'} onClose={() => navigate(paths.home)}>
        {mode === 'login'
          ? <LoginForm key={notice} onSignedIn={onSignedIn} registerHref={paths.register + keep} initialNotice={notice} />
          : <RegisterForm onSignedIn={onSignedIn} loginHref={paths.login + keep}
              onAlreadyVerified={(m) => { setNotice(m); navigate(paths.login + keep, { replace: true }); }} />}
      </Modal>
    </div>
  );
}
export const LoginPage = () => <AuthPage mode="login" />;
export const RegisterPage = () => <AuthPage mode="register" />;
