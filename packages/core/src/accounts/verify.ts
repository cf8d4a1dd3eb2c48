import { BadRequestError, ConflictError, UnauthorizedError } from '../errors';
import { OTP_MAX_ATTEMPTS } from '../limits';
import type { OtpState, UserRecord } from '../ports';
import type { TokenResponse, VerifyOtpRequest } from '../schemas/auth';
import type { AccountDeps } from './deps';
import { updateAccount } from './account-writes';
import { otpMatches } from './otp';

const INVALID = 'Invalid or expired code. Request a new code and try again.';
const EXHAUSTED = 'Too many wrong codes. Request a new code and try again.';
const invalidCode = () => new BadRequestError(INVALID);

/**
 * Checks a code against the user's pending code: single use, expires after 10 minutes, dead after 5
 * wrong tries (SPEC §9, ARCHITECTURE.md). The try is counted (a versioned write, re-read and redone
 * when another request wrote first) BEFORE the code is compared, so guesses sent in parallel are all
 * counted and no more than 5 are ever compared. Returns the account as stored after counting, and the
 * code state it matched; the caller consumes the code with `withCodeConsumed`.
 * @throws BadRequestError (400) for a wrong, expired, used or exhausted code.
 */
export async function checkCode(deps: AccountDeps, user: UserRecord, code: string, purpose: 'verify' | 'email_change'): Promise<{ user: UserRecord; otp: OtpState }> {
  const counted = await updateAccount(deps, user, (u) => {
    const otp = u.otp;
    if (!otp || otp.purpose !== purpose || deps.clock.now() > otp.expires_at) throw new BadRequestError(INVALID);
    if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new BadRequestError(EXHAUSTED);
    return { ...u, otp: { ...otp, attempts: otp.attempts + 1 } };
  }, invalidCode);
  const otp = counted.otp as OtpState;
  if (!otpMatches(code, counted.id, otp, deps.otpPepper)) {
    const left = OTP_MAX_ATTEMPTS - otp.attempts;
    throw new BadRequestError(left > 0 ? `Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : EXHAUSTED);
  }
  return { user: counted, otp };
}

/**
 * `u` with the matched code removed, for the final write of a code check.
 * @throws BadRequestError (400) when that code is no longer pending (another request used it first).
 */
export function withCodeConsumed(u: UserRecord, otp: OtpState, nowMs: number): UserRecord {
  if (u.otp?.hash !== otp.hash) throw new BadRequestError(INVALID);
  return { ...u, otp: null, updated_at: new Date(nowMs).toISOString() };
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
  const checked = await checkCode(deps, user, req.otp, 'verify');
  const saved = await updateAccount(deps, checked.user, (u) => ({ ...withCodeConsumed(u, checked.otp, deps.clock.now()), email_verified: true, login_failures: [] }), invalidCode);
  return { access_token: await deps.tokens.issue(saved.id), token_type: 'bearer' };
}

/** Loads the signed-in user, or 401 when the account no longer exists. */
export async function requireUser(deps: Pick<AccountDeps, 'users'>, userId: string): Promise<UserRecord> {
  const user = await deps.users.getById(userId);
  if (!user) throw new UnauthorizedError('Your session has ended. Please sign in again.');
  return user;
}
