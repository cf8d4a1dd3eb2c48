import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../limits';
import type { LoginRequest, TokenResponse } from '../schemas/auth';
import { cooldownLeftS, issueCode } from './codes';
import type { AccountDeps } from './deps';

const WRONG = 'Incorrect email or password';
/** A valid hash of a random password, so unknown e-mails cost the same scrypt time as known ones. */
let dummyHash: Promise<string> | undefined;

/**
 * POST /api/auth/login (SPEC §7). Wrong e-mail and wrong password answer the same 401 (no account
 * enumeration, OWASP ASVS 2.2.1); after 10 failures in 15 minutes an account answers 429 until the
 * window passes (issue 2). A correct password on an unverified account answers 403 "verify your
 * email" and sends a code, cooldown permitting (SPEC §8).
 */
export async function login(deps: AccountDeps, req: LoginRequest): Promise<TokenResponse> {
  const now = deps.clock.now();
  const user = await deps.users.getByEmail(req.email);
  if (!user || !user.password_hash) {
    dummyHash ??= deps.passwords.hash(`dummy-${now}`);
    await deps.passwords.verify(req.password, await dummyHash);
    throw new UnauthorizedError(WRONG);
  }
  const recent = user.login_failures.filter((t) => t > now - LOGIN_FAILURE_WINDOW_MS);
  if (recent.length >= LOGIN_MAX_FAILURES) {
    const retryAfter = Math.ceil(((recent[0] ?? now) + LOGIN_FAILURE_WINDOW_MS - now) / 1000);
    throw new TooManyRequestsError(
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      retryAfter,
    );
  }
  if (!(await deps.passwords.verify(req.password, user.password_hash))) {
    await deps.users.update({ ...user, login_failures: [...recent, now] });
    throw new UnauthorizedError(WRONG);
  }
  if (!user.email_verified) {
    const base = recent.length ? await deps.users.update({ ...user, login_failures: [] }) : user;
    if (cooldownLeftS(base.otp, now) === 0) await issueCode(deps, base, 'verify', base.email);
    throw new ForbiddenError('Please verify your email address. We have sent a 6-digit code to your inbox.');
  }
  if (user.login_failures.length > 0) {
    await deps.users.update({ ...user, login_failures: [] });
  }
  return { access_token: await deps.tokens.issue(user.id), token_type: 'bearer' };
}
