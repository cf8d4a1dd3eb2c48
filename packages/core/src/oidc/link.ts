import { randomUUID } from 'node:crypto';
import { ConflictError, ForbiddenError } from '../errors';
import type { UserRecord } from '../ports';
import type { TokenResponse } from '../schemas/auth';
import type { OidcDeps, OidcIdentityClaims } from './ports';

/** The identity key of an account link: `issuer|subject` (OpenID Connect Core 1.0 §5.7: only iss + sub identify a person). */
export const identityKey = (c: Pick<OidcIdentityClaims, 'issuer' | 'subject'>) => `${c.issuer}|${c.subject}`;

const issue = async (deps: OidcDeps, user: UserRecord): Promise<TokenResponse> => ({
  access_token: await deps.tokens.issue(user.id),
  token_type: 'bearer',
});

const withIdentity = (user: UserRecord, identity: string) => [...new Set([...(user.identities ?? []), identity])];

/** A display name: the token's name, else the e-mail's local part. */
const displayName = (c: OidcIdentityClaims, email: string) => (c.name?.trim() || email.split('@')[0] || email).slice(0, 100);

async function linkOrCreate(deps: OidcDeps, claims: OidcIdentityClaims): Promise<TokenResponse> {
  const identity = identityKey(claims);
  const linkedId = await deps.identities.findUserId(identity);
  const linked = linkedId ? await deps.users.getById(linkedId) : null;
  if (linked) return issue(deps, linked);

  if (!claims.email) {
    throw new ForbiddenError('Google did not share an e-mail address for this account. Allow access to your e-mail address and try again.');
  }
  const email = claims.email.trim().toLowerCase();
  const existing = await deps.users.getByEmail(email);
  if (!claims.emailVerified) {
    // OIDC Core §5.7: an unverified e-mail claim says nothing about who owns the address.
    if (existing) {
      throw new ConflictError(`An account with ${email} already exists, and Google has not verified that this address is yours. Sign in with your password instead.`);
    }
    throw new ForbiddenError('Google has not verified the e-mail address of this account. Verify it with Google, or register with a password.');
  }
  const iso = new Date(deps.clock.now()).toISOString();
  let user: UserRecord;
  if (existing?.email_verified) {
    user = await deps.users.update({ ...existing, identities: withIdentity(existing, identity), updated_at: iso });
  } else if (existing) {
    // Never verified: whoever registered it may not own the address (a pre-registered attacker could
    // hold its password). The verified owner takes the account; the stale password and codes go.
    user = await deps.users.update({
      ...existing, name: displayName(claims, email), password_hash: null, otp: null, pending_email: null,
      email_verified: true, login_failures: [], identities: withIdentity(existing, identity), updated_at: iso,
    });
  } else {
    user = {
      id: `usr_${randomUUID()}`, email, name: displayName(claims, email), password_hash: null, email_verified: true,
      created_at: iso, updated_at: iso, otp: null, pending_email: null, login_failures: [], version: 0, identities: [identity],
    };
    await deps.users.create(user);
  }
  const owner = await deps.identities.claim(identity, user.id);
  if (owner !== user.id) {
    // A parallel sign-in of the same identity linked it to another account first: that one wins.
    const winner = await deps.users.getById(owner);
    if (winner) return issue(deps, winner);
  }
  return issue(deps, user);
}

/**
 * Signs in the person behind a verified ID token, keyed by issuer + subject (issue 8):
 * - an identity already linked ▶ that account;
 * - else an account with the same e-mail is linked only when the provider says `email_verified`;
 *   if that account's e-mail was never verified, the provider's owner takes it over: password, codes
 *   and pending e-mail change are cleared and the e-mail counts as verified;
 * - else a new, verified account (name from the token, else the e-mail's local part).
 * A parallel write (409) is retried once, so two first sign-ins end on one account.
 * @throws ConflictError (409) when the provider's e-mail is unverified and an account has it.
 * @throws ForbiddenError (403) when no e-mail, or an unverified one, comes with a new identity.
 */
export async function signInWithIdentity(deps: OidcDeps, claims: OidcIdentityClaims): Promise<TokenResponse> {
  try {
    return await linkOrCreate(deps, claims);
  } catch (err) {
    if (!(err instanceof ConflictError) || (err.message.includes('Google has not verified'))) throw err;
    return linkOrCreate(deps, claims);
  }
}
