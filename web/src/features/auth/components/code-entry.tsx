import { errorText } from '@sitewright/api-client';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_S } from '@sitewright/core/limits';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { FormError, primaryButton } from '../../../components/ui/field';

/** m:ss for the resend countdown (SPEC §4). */
export const formatCountdown = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export interface CodeEntryProps {
  email: string;
  /** Submits the 6-digit code; throws to show an error. */
  onVerify(code: string): Promise<void>;
  /** Sends a new code; throws to show an error. */
  onResend(): Promise<void>;
  /** Seconds of cooldown at start (a code was just sent: 120). */
  initialCooldownS?: number;
  /** Text shown above the boxes. */
  notice?: string;
}

/**
 * The 6-box code screen (SPEC §5): one digit a box, focus forward on entry and back on Backspace in
 * an empty box, paste of a whole code fills every box, submit needs all 6, resend disabled for 120 s
 * with an m:ss countdown.
 */
export function CodeEntry({ email, onVerify, onResend, initialCooldownS = OTP_RESEND_COOLDOWN_S, notice }: CodeEntryProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(initialCooldownS);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  // The boxes replace the form the user was in (register, Edit Profile): focus moves to the first one.
  useEffect(() => { boxes.current[0]?.focus(); }, []);

  useEffect(() => {
    if (cooldown <= 0) return;
    const t = setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [cooldown]);

  const setAt = (i: number, v: string) => setDigits((d) => d.map((x, j) => (j === i ? v : x)));
  const onChange = (i: number, value: string) => {
    const only = value.replace(/\D/g, '');
    if (only.length > 1) return fill(only, i);
    setAt(i, only);
    if (only && i < OTP_LENGTH - 1) boxes.current[i + 1]?.focus();
  };
  const fill = (text: string, from = 0) => {
    const chars = text.replace(/\D/g, '').slice(0, OTP_LENGTH - from).split('');
    setDigits((d) => d.map((x, j) => (j >= from && j - from < chars.length ? (chars[j - from] as string) : x)));
    boxes.current[Math.min(from + chars.length, OTP_LENGTH - 1)]?.focus();
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      setAt(i - 1, '');
      boxes.current[i - 1]?.focus();
    } else if (e.key === 'ArrowLeft' && i > 0) boxes.current[i - 1]?.focus();
    else if (e.key === 'ArrowRight' && i < OTP_LENGTH - 1) boxes.current[i + 1]?.focus();
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(e.clipboardData.getData('text'));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = digits.join('');
    if (code.length !== OTP_LENGTH) return setError('Please enter the complete 6-digit code.');
    setBusy(true);
    setError(null);
    try {
      await onVerify(code);
    } catch (err) {
      setError(errorText(err, 'Verification failed'));
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setError(null);
    setInfo(null);
    try {
      await onResend();
      setInfo(`A new code is on its way to ${email}.`);
      setCooldown(OTP_RESEND_COOLDOWN_S);
    } catch (err) {
      setError(errorText(err, 'Failed to resend OTP'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">{notice ?? <>We sent a 6-digit code to <strong className="text-slate-900">{email}</strong>. It expires in 10 minutes.</>}</p>
      <fieldset>
        <legend className="sr-only">Verification code</legend>
        <div className="flex justify-between gap-2">
          {digits.map((d, i) => (
            <input key={i} ref={(el) => { boxes.current[i] = el; }} value={d} inputMode="numeric" autoComplete={i === 0 ? 'one-time-code' : 'off'}
              maxLength={OTP_LENGTH} aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`} onChange={(e) => onChange(i, e.target.value)}
              onKeyDown={(e) => onKeyDown(i, e)} onPaste={onPaste} onFocus={(e) => e.target.select()}
              className="h-14 w-full min-w-0 max-w-14 rounded-lg border border-slate-300 text-center text-2xl font-semibold text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30" />
          ))}
        </div>
      </fieldset>
      <FormError>{error}</FormError>
      {info && <p role="status" className="text-sm text-emerald-700">{info}</p>}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{busy ? 'Verifying…' : 'Verify email'}</button>
      <p className="text-center text-sm text-slate-600">
        Didn&apos;t get it?{' '}
        <button type="button" onClick={resend} disabled={cooldown > 0} className="font-semibold text-indigo-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline">
          {cooldown > 0 ? `Resend code in ${formatCountdown(cooldown)}` : 'Resend code'}
        </button>
      </p>
    </form>
  );
}
