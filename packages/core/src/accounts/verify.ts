import { BadRequestError, ConflictError, UnauthorizedError } from '../errors';
import { OTP_MAX_ATTEMPTS } from '../limits';
import type { UserRecord } from '../ports';
import type { TokenResponse, VerifyOtpRequest } from '../schemas/auth';
import type { AccountDeps } from './deps';
import { otpMatches } from './otp';

const INVALID = 'Invalid or expired code. Request a new code and try again.';

/**
 * Checks a code against the user's pending code: single use, expires after 10 minutes, dead after 5
 * wrong tries (SPEC §9, ARCHITECTURE.md). A wrong try is counted with a conditional write, so parallel
 * guesses cannot get more than 5 tries. Returns the user with the code consumed (not yet saved).
 * @throws BadRequestError (400) for a wrong, expired, used or exhausted code.
 */
export async function consumeCode(deps: AccountDeps, user: UserRecord, code: string, purpose: 'verify' | 'email_change'): Promise<UserRecord> {
  const otp = user.otp;
  if (!otp || otp.purpose !== purpose || deps.clock.now() > otp.expires_at) throw new BadRequestError(INVALID);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) {
    throw new BadRequestError('Too many wrong codes. Request a new code and try again.');
  }
  if (!otpMatches(code, user.id, otp, deps.otpPepper)) {
    const attempts = otp.attempts + 1;
    await deps.users.update({ ...user, otp: { ...otp, attempts } });
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw new BadRequestError(
      left > 0 ? `Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong codes. Request a new code and try again.',
    );
  }
  return { ...user, otp: null, updated_at: new Date(deps.clock.now()).toISOString() };
}

/**
 * POST /api/auth/verify-otp: verifies the account's e-mail with its code and signs the user in
 * (SPEC §4 Account: registered ▶ verified, receives access_token).
 * @throws ConflictError (409, "already verified") when the address is verified already (SPEC §8).
 * @throws BadRequestError (400) for an unknown address or a bad code (same text: no enumeration).
 */
export async function verifyEmail(deps: AccountDeps, req: VerifyOtpRequest): Promise<TokenResponse> {
  const user = await deps.users.getByEmail(req.email);
  if (!user) throw new BadRequestError(INVALID);
  if (user.email_verified) throw new ConflictError('Email already verified. Please sign in with your credentials.');
  const consumed = await consumeCode(deps, user, req.otp, 'verify');
  const saved = await deps.users.update({ ...consumed, email_verified: true, login_failures: [] });
  return { access_token: await deps.tokens.issue(saved.id), token_type: 'bearer' };
}

/** Loads the signed-in user, or 401 when the account no longer exists. */
export async function requireUser(deps: Pick<AccountDeps, 'users'>, userId: string): Promise<UserRecord> {
  const user = await deps.users.getById(userId);
  if (!user) throw new UnauthorizedError('Your session has ended. Please sign in again.');
  return user;
}
