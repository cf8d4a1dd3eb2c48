import type { EmailRequest, MessageResponse } from '../schemas/auth';
import { assertCooldownOver, issueCode } from './codes';
import type { AccountDeps } from './deps';

/**
 * POST /api/auth/request-otp and /api/auth/resend-otp: sends a new verification code to an unverified
 * account. The answer is the same for unknown and already verified addresses, so it reveals no
 * account (OWASP ASVS 2.5.x / 3.x enumeration).
 * @throws TooManyRequestsError (429, with seconds left) within 120 s of the last code (SPEC §9).
 */
export async function requestCode(deps: AccountDeps, req: EmailRequest): Promise<MessageResponse> {
  const message = { message: `If ${req.email} has an account waiting for verification, a new code is on its way.` };
  const user = await deps.users.getByEmail(req.email);
  if (!user || user.email_verified) return message;
  assertCooldownOver(user.otp, deps.clock.now());
  await issueCode(deps, user, 'verify', user.email);
  return message;
}
