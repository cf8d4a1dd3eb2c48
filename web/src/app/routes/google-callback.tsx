import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';
import { StatusScreen } from '../../components/ui/status-screen';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/session';
import { completeGoogleSignIn } from '../../features/google/google-sign-in';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /auth/google/callback (SPEC §2): a spinner while sign-in completes, then the post-login target; on
 * failure the 'Sign-in failed' card with the SPEC §8 text and Back to Sign In.
 */
export function GoogleCallbackPage() {
  usePageMeta({ title: 'Signing in', description: 'Completing Google sign-in.', noindex: true });
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The code and the stored state are single use: React's development double effect must not run it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { token, target } = await completeGoogleSignIn(params);
        if (!(await signIn(token))) throw new Error('Authentication failed');
        navigate(target, { replace: true });
      } catch (err) {
        setError(err instanceof Error && err.message ? err.message : 'Authentication failed');
      }
    })();
  }, [params, signIn, navigate]);

  if (error) {
    return (
      <StatusScreen tone="error" title="Sign-in failed" text={<span role="alert">{error}</span>}>
        <button type="button" onClick={() => navigate(paths.login, { replace: true })}
          className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700">Back to Sign In</button>
      </StatusScreen>
    );
  }
  return (
    <section className="flex min-h-[50vh] items-center justify-center px-4">
      <Spinner size="lg" text="Completing Google sign-in…" />
    </section>
  );
}
