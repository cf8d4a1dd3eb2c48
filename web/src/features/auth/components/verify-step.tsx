import { ApiError, detailText } from '@sitewright/api-client';
import { resendOtp, verifyOtp } from '../api/auth-requests';
import { CodeEntry } from './code-entry';

/**
 * The code step after register or an unverified login (SPEC §4 Account). Maps the verify errors of
 * SPEC §8: no token ▶ 'Verification failed. Please try again.'; 'already verified' ▶ its own text
 * and back to sign-in.
 */
export function VerifyStep({ email, notice, onVerified, onAlreadyVerified, initialCooldownS }: {
  email: string;
  notice?: string;
  initialCooldownS?: number;
  onVerified(token: string): Promise<void>;
  onAlreadyVerified(message: string): void;
}) {
  const verify = async (code: string) => {
    let token: string | undefined;
    try {
      token = (await verifyOtp(email, code))?.access_token;
    } catch (err) {
      const text = err instanceof ApiError ? detailText(err.detail) : undefined;
      if (text && /already verified/i.test(text)) {
        onAlreadyVerified('Email already verified. Please sign in with your credentials.');
        return;
      }
      throw new Error(text ?? 'Verification failed');
    }
    if (!token) throw new Error('Verification failed. Please try again.');
    await onVerified(token);
  };
  const resend = async () => {
    try {
      await resendOtp(email);
    } catch (err) {
      throw new Error((err instanceof ApiError && detailText(err.detail)) || 'Failed to resend OTP');
    }
  };
  return <CodeEntry email={email} notice={notice} onVerify={verify} onResend={resend} initialCooldownS={initialCooldownS} />;
}
