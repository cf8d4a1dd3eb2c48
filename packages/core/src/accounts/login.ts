import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_ACCOUNT_FAILURES, LOGIN_MAX_FAILURES } from '../limits';
import type { LoginFailure, UserRecord } from '../ports';
import type { LoginRequest, TokenResponse } from '../schemas/auth';
import { updateAccount } from './account-writes';
import { cooldownLeftS, issueCode } from './codes';
import type { AccountDeps } from './deps';

const WRONG = 'Incorrect email or password';
const wrongCredentials = () => new UnauthorizedError(WRONG);
/** A valid hash of a random password, so unknown e-mails cost the same scrypt time as known ones. */
let dummyHash: Promise<string> | undefined;

/** Where a sign-in comes from: the client address API Gateway saw (requestContext.http.sourceIp). */
export interface SignInOrigin {
  clientAddress: string;
}

/**
 * A keyed hash of a client address, as stored with a failed sign-in: IPv6 addresses count by their /64
 * (one subscriber's prefix), so an attacker cannot step through one network's addresses; an IPv4-mapped
 * IPv6 address counts as its IPv4 address. Parsing and normalising by ipaddr.js. The key is the code
 * pepper, so the stored value names no address (16 hex digits). An address that does not parse is keyed as sent.
 */
export function addressKey(clientAddress: string, pepper: string): string {
  const address = clientAddress.trim().toLowerCase();
  let network = address;
  if (ipaddr.isValid(address)) {
    const parsed = ipaddr.process(address); // IPv4-mapped IPv6 ▶ IPv4
    network = parsed.kind() === 'ipv6' ? `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64` : parsed.toString();
  }
  return createHmac('sha256', pepper).update(`sign-in-origin:${network}`).digest('hex').slice(0, 16);
}

const asFailure = (f: LoginFailure | number): LoginFailure => (typeof f === 'number' ? { at: f, from: '' } : f);
/** The failures still inside the window, bare times (records before issue 18) read as from an unknown address. */
const recentFailures = (failures: UserRecord['login_failures'], now: number): LoginFailure[] =>
  failures.map(asFailure).filter((f) => f.at > now - LOGIN_FAILURE_WINDOW_MS);

/**
 * Whether a sign-in attempt from `from` may go on, given the account's recent failures (OWASP ASVS 5.0
 * V6.3.1; issue 18 §3): refused when this address failed LOGIN_MAX_FAILURES times in the window, or when
 * the account failed LOGIN_MAX_ACCOUNT_FAILURES times from all addresses and this one is among them.
 * An address with no failure in the window is never refused, so a stranger cannot lock the owner out.
 * @returns the failures still in the window, and seconds until this address may try again (0: allowed).
 */
export function signInThrottle(failures: UserRecord['login_failures'], from: string, now: number): { recent: LoginFailure[]; retryAfterS: number } {
  const recent = recentFailures(failures, now);
  const mine = recent.filter((f) => f.from === from);
  const blockedBy = mine.length >= LOGIN_MAX_FAILURES ? mine[mine.length - LOGIN_MAX_FAILURES]
    : recent.length >= LOGIN_MAX_ACCOUNT_FAILURES && mine.length > 0 ? mine[mine.length - 1] : undefined;
  const retryAfterS = blockedBy ? Math.max(1, Math.ceil((blockedBy.at + LOGIN_FAILURE_WINDOW_MS - now) / 1000)) : 0;
  return { recent, retryAfterS };
}

/**
 * POST /api/auth/login (SPEC §7). Wrong e-mail and wrong password answer the same 401 (no account
 * enumeration, OWASP ASVS 2.2.1). Failures are throttled per account AND client address (issue 18 §3,
 * ASVS 5.0 V6.3.1; see signInThrottle): 10 failures in 15 minutes from one address answer 429 to that
 * address until the window passes, while the owner elsewhere still signs in. The attempt is counted
 * before the password is checked and uncounted when it was right, so guesses sent in parallel are all
 * counted and cannot pass the limit together. A correct password on an unverified account answers 403
 * "verify your email" and sends a code, cooldown permitting (SPEC §8).
 * @throws UnauthorizedError (401), TooManyRequestsError (429 with Retry-After), ForbiddenError (403),
 *   ServiceUnavailableError (503) from the hasher's admission control.
 */
export async function login(deps: AccountDeps, req: LoginRequest, origin: SignInOrigin = { clientAddress: '' }): Promise<TokenResponse> {
  const now = deps.clock.now();
  const from = addressKey(origin.clientAddress, deps.otpPepper);
  const found = await deps.users.getByEmail(req.email);
  if (!found || !found.password_hash) {
    // A hash refused by admission control (503) is not kept, or every later unknown e-mail would answer 503.
    dummyHash ??= deps.passwords.hash(`dummy-${now}`).catch((err: unknown) => { dummyHash = undefined; throw err; });
    await deps.passwords.verify(req.password, await dummyHash);
    throw new UnauthorizedError(WRONG);
  }
  const counted = await updateAccount(deps, found, (u) => {
    const { recent, retryAfterS } = signInThrottle(u.login_failures, from, now);
    if (retryAfterS > 0) {
      throw new TooManyRequestsError(`Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterS / 60)} minutes.`, retryAfterS);
    }
    return { ...u, login_failures: [...recent, { at: now, from }].slice(-LOGIN_MAX_ACCOUNT_FAILURES) };
  }, wrongCredentials);
  if (!counted.password_hash || !(await deps.passwords.verify(req.password, counted.password_hash))) {
    throw new UnauthorizedError(WRONG);
  }
  // The right password clears this address's failures (a stranger's elsewhere stay counted against them).
  const user = await updateAccount(deps, counted, (u) => ({
    ...u, login_failures: recentFailures(u.login_failures, now).filter((f) => f.from !== from),
  }), wrongCredentials);
  if (!user.email_verified) {
    if (cooldownLeftS(user.otp, now) === 0) await issueCode(deps, user, 'verify', user.email);
    throw new ForbiddenError('Please verify your email address. We have sent a 6-digit code to your inbox.');
  }
  return { access_token: await deps.tokens.issue(user.id), token_type: 'bearer' };
}
