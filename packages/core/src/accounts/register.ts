import { randomUUID } from 'node:crypto';
import { ConflictError } from '../errors';
import type { UserRecord } from '../ports';
import type { MessageResponse, RegisterRequest } from '../schemas/auth';
import { assertCooldownOver, cooldownLeftS, issueCode } from './codes';
import type { AccountDeps } from './deps';

/** Rounds of read ▶ decide ▶ write when concurrent sign-ups for one address keep overtaking each other. */
const MAX_ROUNDS = 4;

const created = (email: string): MessageResponse => ({ message: `Account created. We sent a 6-digit code to ${email}.` });

/**
 * Registers an account and e-mails a 6-digit code (SPEC §4 Account: guest ▶ registered).
 * Idempotent while the address is unverified (issue 18 §2): the same e-mail and password again answer
 * exactly as the first request did; within the 120 s resend cooldown no second code is sent (the first
 * one still works), after it a new code is sent. A different password for an unverified address replaces
 * name and password and sends a new code once the cooldown is over (the person lost the first one).
 * Concurrent sign-ups for one address never answer 409: the loser of a write race re-reads and decides again.
 * @throws ConflictError (409) when a verified account has this e-mail.
 * @throws TooManyRequestsError (429) for a different password within 120 s of the last code.
 * @throws ServiceUnavailableError (503) from the hasher's admission control, before anything is written.
 */
export async function register(deps: AccountDeps, req: RegisterRequest): Promise<MessageResponse> {
  // Hashed at most once per request, and only when a write needs it.
  let hashed: Promise<string> | undefined;
  const passwordHash = () => (hashed ??= deps.passwords.hash(req.password));
  for (let round = 1; ; round++) {
    const now = deps.clock.now();
    const iso = new Date(now).toISOString();
    const existing = await deps.users.getByEmail(req.email);
    if (existing?.email_verified) {
      throw new ConflictError('An account with this e-mail already exists. Please sign in.');
    }
    try {
      if (existing) {
        // A retry of the same sign-up within the cooldown (a lost answer, a double click, a timeout): the code sent is still good.
        if (cooldownLeftS(existing.otp, now) > 0 && existing.password_hash && await deps.passwords.verify(req.password, existing.password_hash)) {
          return created(req.email);
        }
        assertCooldownOver(existing.otp, now);
        await issueCode(deps, existing, 'verify', existing.email, { name: req.name, password_hash: await passwordHash() });
        return created(req.email);
      }
      const user: UserRecord = {
        id: `usr_${randomUUID()}`,
        email: req.email,
        name: req.name,
        password_hash: await passwordHash(),
        email_verified: false,
        created_at: iso,
        updated_at: iso,
        otp: null,
        pending_email: null,
        login_failures: [],
        version: 0,
      };
      await deps.users.create(user);
      await issueCode(deps, user, 'verify', user.email);
      return created(req.email);
    } catch (e) {
      // Another request for this address wrote first (it created the account or sent a code): decide again
      // on what it stored, which usually makes this request its retry.
      if (!(e instanceof ConflictError) || round >= MAX_ROUNDS) throw e;
    }
  }
}
