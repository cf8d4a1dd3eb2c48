import { ConflictError } from '../errors';
import type { MessageResponse, ProfileUpdateRequest, User } from '../schemas/auth';
import { assertCooldownOver, issueCode } from './codes';
import { toPublicUser, type AccountDeps } from './deps';
import { checkCode, requireUser, withCodeConsumed } from './verify';

/** GET /api/auth/me: the signed-in user (SPEC §7). @throws UnauthorizedError when the account is gone. */
export async function getMe(deps: AccountDeps, userId: string): Promise<User> {
  return toPublicUser(await requireUser(deps, userId));
}

/**
 * PUT /api/auth/profile (SPEC §7). The name changes at once. A new e-mail is not applied: a code goes
 * to the new address and the change takes effect only once it is confirmed (issue 2), so a stolen
 * session cannot silently move the account to an attacker's address.
 * @throws ConflictError (409) when another account has the new e-mail.
 * @throws TooManyRequestsError (429) when a code went out less than 120 s ago.
 */
export async function updateProfile(deps: AccountDeps, userId: string, req: ProfileUpdateRequest): Promise<MessageResponse> {
  const user = await requireUser(deps, userId);
  const iso = new Date(deps.clock.now()).toISOString();
  if (req.email === user.email) {
    await deps.users.update({ ...user, name: req.name, pending_email: null, updated_at: iso, otp: user.otp?.purpose === 'email_change' ? null : user.otp });
    return { message: 'Profile updated successfully' };
  }
  const other = await deps.users.getByEmail(req.email);
  if (other) throw new ConflictError('Another account already uses this e-mail address.');
  assertCooldownOver(user.otp, deps.clock.now());
  await issueCode(deps, user, 'email_change', req.email, { name: req.name, pending_email: req.email });
  return { message: `Profile updated. We sent a 6-digit code to ${req.email}; your e-mail changes once you enter it.` };
}

/**
 * POST /api/auth/confirm-email: applies a pending e-mail change with the code sent to the new address.
 * @throws BadRequestError (400) for a bad code or when no change is pending.
 * @throws ConflictError (409) when the address was taken meanwhile.
 */
export async function confirmEmailChange(deps: AccountDeps, userId: string, code: string): Promise<User> {
  const user = await requireUser(deps, userId);
  const checked = await checkCode(deps, user, code, 'email_change');
  const newEmail = checked.user.pending_email ?? checked.otp.email;
  const consumed = withCodeConsumed(checked.user, checked.otp, deps.clock.now());
  const saved = await deps.users.changeEmail({ ...consumed, pending_email: null, email_verified: true }, newEmail);
  return toPublicUser(saved);
}
