import { randomUUID } from 'node:crypto';
import { ConflictError } from '../errors';
import type { UserRecord } from '../ports';
import type { MessageResponse, RegisterRequest } from '../schemas/auth';
import { assertCooldownOver, issueCode } from './codes';
import type { AccountDeps } from './deps';

/**
 * Registers an account and e-mails a 6-digit code (SPEC §4 Account: guest ▶ registered).
 * Registering again with an address whose account was never verified replaces its name and password
 * and sends a new code (the person lost the first one); the cooldown still applies.
 * @throws ConflictError (409) when a verified account has this e-mail.
 * @throws TooManyRequestsError (429) when a code went to this address less than 120 s ago.
 */
export async function register(deps: AccountDeps, req: RegisterRequest): Promise<MessageResponse> {
  const now = deps.clock.now();
  const iso = new Date(now).toISOString();
  const existing = await deps.users.getByEmail(req.email);
  if (existing?.email_verified) {
    throw new ConflictError('An account with this e-mail already exists. Please sign in.');
  }
  if (existing) assertCooldownOver(existing.otp, now);
  const password_hash = await deps.passwords.hash(req.password);
  if (existing) {
    await issueCode(deps, existing, 'verify', existing.email, { name: req.name, password_hash });
  } else {
    const user: UserRecord = {
      id: `usr_${randomUUID()}`,
      email: req.email,
      name: req.name,
      password_hash,
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
  }
  return { message: `Account created. We sent a 6-digit code to ${req.email}.` };
}
