import { ConflictError, TooManyRequestsError } from '../errors';
import type { UserRecord } from '../ports';
import type { AccountDeps } from './deps';

/**
 * Tries of a read-modify-write that keeps losing to concurrent requests on one account (each retry
 * re-reads it). n parallel requests need at most n tries; past this many the request answers 429.
 */
const MAX_WRITE_ATTEMPTS = 25;

/**
 * Applies `change` to the stored account with a versioned write; when another request wrote first
 * (ConflictError), re-reads the account and applies `change` to the fresh copy, so no concurrent
 * change is lost (sign-in failures and wrong codes are all counted). Never answers 409: on the
 * sign-in routes a 409 would tell a known account from an unknown one (OWASP ASVS 2.2.1).
 * @param change returns the changed account, or throws to refuse (e.g. a locked account).
 * @param onGone the error to throw if the account disappeared meanwhile.
 * @throws whatever `change` throws; `onGone()`; TooManyRequestsError (429, Retry-After 1 s) after 25 lost races.
 */
export async function updateAccount(
  deps: Pick<AccountDeps, 'users'>, user: UserRecord, change: (u: UserRecord) => UserRecord, onGone: () => Error,
): Promise<UserRecord> {
  let current = user;
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.users.update(change(current));
    } catch (e) {
      if (!(e instanceof ConflictError)) throw e;
      if (attempt >= MAX_WRITE_ATTEMPTS) throw new TooManyRequestsError('Too many attempts at once. Try again in a moment.', 1);
      const fresh = await deps.users.getById(user.id);
      if (!fresh) throw onGone();
      current = fresh;
    }
  }
}
