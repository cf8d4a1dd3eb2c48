import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../limits';
import type { LoginRequest, TokenResponse } from '../schemas/auth';
import { updateAccount } from './account-writes';
import { cooldownLeftS, issueCode } from './codes';
import type { AccountDeps } from './deps';

const WRONG = 'Incorrect email or password';
const wrongCredentials = () => new UnauthorizedError(WRONG);
/** A valid hash of a random password, so unknown e-mails cost the same scrypt time as known ones. */
let dummyHash: Promise<string> | undefined;

/**
 * POST /api/auth/login (SPEC §7). Wrong e-mail and wrong password answer the same 401 (no account
 * enumeration, OWASP ASVS 2.2.1); after 10 failures in 15 minutes an account answers 429 until the
 * window passes (issue 2; OWASP ASVS 2.2.1 anti-automation). The attempt is counted before the
 * password is checked and uncounted when it was right, so guesses sent in parallel are all counted
 * and cannot pass the limit together. A correct password on an unverified account answers 403
 * "verify your email" and sends a code, cooldown permitting (SPEC §8).
 * @throws UnauthorizedError (401), TooManyRequestsError (429 with Retry-After), ForbiddenError (403).
 */
export async function login(deps: AccountDeps, req: LoginRequest): Promise<TokenResponse> {
  const now = deps.clock.now();
  const found = await deps.users.getByEmail(req.email);
  if (!found || !found.password_hash) {
    dummyHash ??= deps.passwords.hash(`dummy-${now}`);
    await deps.passwords.verify(req.password, await dummyHash);
    throw new UnauthorizedError(WRONG);
  }
  const counted = await updateAccount(deps, found, (u) => {
    const recent = u.login_failures.filter((t) => t > now - LOGIN_FAILURE_WINDOW_MS);
    if (recent.length >= LOGIN_MAX_FAILURES) {
      const retryAfter = Math.ceil(((recent[0] ?? now) + LOGIN_FAILURE_WINDOW_MS - now) / 1000);
      throw new TooManyRequestsError(`Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, retryAfter);
    }
    return { ...u, login_failures: [...recent, now] };
  }, wrongCredentials);
  if (!counted.password_hash || !(await deps.passwords.verify(req.password, counted.password_hash))) {
    throw new UnauthorizedError(WRONG);
  }
  const user = await updateAccount(deps, counted, (u) => ({ ...u, login_failures: [] }), wrongCredentials);
  if (!user.email_verified) {
    if (cooldownLeftS(user.otp, now) === 0) await issueCode(deps, user, 'verify', user.email);
    throw new ForbiddenError('Please verify your email address. We have sent a 6-digit code to your inbox.');
  }
  return { access_token: await deps.tokens.issue(user.id), token_type: 'bearer' };
}
