import { ApiError, detailText } from '@sitewright/api-client';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field, FormError, primaryButton } from '../../../components/ui/field';
import { registerRequest } from '../api/auth-requests';
import { startGoogleSignIn } from '../../google/google-sign-in';
import { GoogleButton, OrDivider } from './google-button';
import { VerifyStep } from './verify-step';

/** The create-account form, then the code screen (SPEC §2 Register, §8 register errors). */
export function RegisterForm({ onSignedIn, loginHref, onAlreadyVerified }: {
  onSignedIn(token: string): Promise<void>;
  loginHref: string;
  onAlreadyVerified(message: string): void;
}) {
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendInS, setResendInS] = useState<number | undefined>(undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const out = await registerRequest(name.trim(), email.trim(), password);
      if (!out) setError('Registration failed. Please try again.');
      else setSentTo(email.trim().toLowerCase());
    } catch (err) {
      // 429: this address is waiting for a code sent under two minutes ago (registering twice): the
      // code screen for that code, with Resend counting down the seconds left, is what helps here.
      const wait = err instanceof ApiError && err.status === 429 ? /(\d+) seconds?/.exec(detailText(err.detail) ?? '') : null;
      if (wait) {
        setResendInS(Number(wait[1]));
        setSentTo(email.trim().toLowerCase());
      } else setError((err instanceof ApiError && detailText(err.detail)) || 'Registration failed');
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return <VerifyStep email={sentTo} onVerified={onSignedIn} onAlreadyVerified={onAlreadyVerified} initialCooldownS={resendInS}
      notice={resendInS === undefined ? undefined : `We sent a code to ${sentTo} a moment ago. Enter it below.`} />;
  }
  return (
    <div>
      <GoogleButton onClick={() => startGoogleSignIn(params.get('redirectTo') ?? params.get('redirect'))} />
      <OrDivider />
      <form onSubmit={submit} className="space-y-4">
        <Field label="Full name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field label="Password" type="password" autoComplete="new-password" required minLength={8} hint="At least 8 characters." value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormError>{error}</FormError>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{busy ? 'Creating account…' : 'Create Account'}</button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-600">
        Already have an account? <Link to={loginHref} className="font-semibold text-indigo-700 hover:underline">Sign in</Link>
      </p>
    </div>
  );
}
