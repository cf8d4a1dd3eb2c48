import { ApiError, detailText } from '@sitewright/api-client';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field, FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { loginRequest, requestOtp } from '../api/auth-requests';
import { startGoogleSignIn } from '../../google/google-sign-in';
import { GoogleButton, OrDivider } from './google-button';
import { VerifyStep } from './verify-step';

export const VERIFY_NEEDED =
  "Your email needs to be verified. We have sent you a verification code. If you didn't receive it, you can request another one.";

/** The sign-in form (SPEC §2 Login, §8 login errors). */
export function LoginForm({ onSignedIn, registerHref, initialNotice }: { onSignedIn(token: string): Promise<void>; registerHref: string; initialNotice?: string }) {
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(initialNotice ?? null);
  const [busy, setBusy] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sendInfo, setSendInfo] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { access_token } = await loginRequest(email.trim(), password);
      await onSignedIn(access_token);
    } catch (err) {
      const text = err instanceof ApiError ? detailText(err.detail) : undefined;
      if (text && /verify your email|verification/i.test(text)) setVerifying(true);
      else setError(text ?? 'Login failed');
    } finally {
      setBusy(false);
    }
  };
  const sendCode = async () => {
    setSendInfo(null);
    try {
      await requestOtp(email.trim());
      setSendInfo('A new verification code is on its way.');
    } catch (err) {
      setSendInfo((err instanceof ApiError && detailText(err.detail)) || 'Failed to send verification code');
    }
  };

  if (verifying) {
    return (
      <div className="space-y-4">
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{VERIFY_NEEDED}</p>
        <button type="button" onClick={sendCode} className={`${secondaryButton} w-full`}>Send Verification Code</button>
        {sendInfo && <p role="status" className="text-sm text-slate-700">{sendInfo}</p>}
        <VerifyStep email={email.trim()} notice="Enter the 6-digit code from the e-mail."
          onVerified={onSignedIn}
          onAlreadyVerified={(m) => { setVerifying(false); setNotice(m); }} />
      </div>
    );
  }
  return (
    <div>
      <GoogleButton onClick={() => startGoogleSignIn(params.get('redirectTo') ?? params.get('redirect'))} />
      <OrDivider />
      <form onSubmit={submit} className="space-y-4">
        {notice && <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{notice}</p>}
        <Field label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field label="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormError>{error}</FormError>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{busy ? 'Signing in…' : 'Sign In'}</button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-600">
        New to Sitewright? <Link to={registerHref} className="font-semibold text-indigo-700 hover:underline">Create an account</Link>
      </p>
    </div>
  );
}

