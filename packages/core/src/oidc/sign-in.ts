import { randomBytes } from 'node:crypto';
import { BadRequestError } from '../errors';
import type { TokenResponse } from '../schemas/auth';
import { signInWithIdentity } from './link';
import type { OidcDeps } from './ports';

/** How long a started sign-in may take before its state dies (ms). */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;

const STATE_INVALID = 'Invalid or expired state parameter. Start Google sign-in again.';

/** 32 random bytes as base64url: 43 characters, within RFC 7636 §4.1's 43–128 for a code_verifier. */
const random = () => randomBytes(32).toString('base64url');

/** RFC 9700 §4.1.3: the redirect URI is compared by exact string matching against the allow-list. */
function assertRedirectAllowed(deps: OidcDeps, redirectUri: string): void {
  if (!deps.allowedRedirectUris.includes(redirectUri)) {
    throw new BadRequestError('redirect_uri is not allowed for Google sign-in');
  }
}

/**
 * GET /api/auth/google/url (SPEC §7): starts the authorization code flow. The client's `state` is
 * bound on the server to a fresh nonce (OpenID Connect Core 1.0 §3.1.2.1) and PKCE code_verifier
 * (RFC 7636, S256), the redirect_uri and an expiry, stored once (RFC 9700 §2.1, §4.7.1).
 * @throws BadRequestError (400) when redirect_uri is off the allow-list or the state was used before.
 * @throws UpstreamError (502) when the provider cannot be discovered.
 */
export async function startOidcSignIn(deps: OidcDeps, req: { state: string; redirect_uri: string }): Promise<{ auth_url: string }> {
  assertRedirectAllowed(deps, req.redirect_uri);
  const record = {
    state: req.state, nonce: random(), code_verifier: random(), redirect_uri: req.redirect_uri,
    expires_at: deps.clock.now() + OIDC_STATE_TTL_MS,
  };
  // Build the URL first: a provider outage must not burn the state.
  const auth_url = await deps.oidc.authorizationUrl({
    redirectUri: record.redirect_uri, state: record.state, nonce: record.nonce, codeVerifier: record.code_verifier,
  });
  if (!(await deps.oidcStates.create(record))) {
    throw new BadRequestError('This state parameter was used before. Start Google sign-in again.');
  }
  return { auth_url };
}

/**
 * POST /api/auth/google/callback (SPEC §7): consumes the state (single use, so a replayed callback
 * fails), checks redirect_uri against the allow-list and the stored one, redeems the code with the
 * PKCE verifier, validates the ID token with the stored nonce (OpenID Connect Core 1.0 §3.1.3.7) and
 * signs the person in to the account of that identity (see signInWithIdentity).
 * @throws BadRequestError (400) for an unknown, used or expired state, or a redirect_uri not allowed.
 * @throws UnauthorizedError (401) when the provider rejects the code or the ID token is not valid.
 * @throws UpstreamError (502) when the provider cannot be reached.
 * @throws ForbiddenError / ConflictError (403/409) from the linking rules.
 */
export async function completeOidcSignIn(deps: OidcDeps, req: { code: string; state: string; redirect_uri: string }): Promise<TokenResponse> {
  assertRedirectAllowed(deps, req.redirect_uri);
  const record = await deps.oidcStates.consume(req.state);
  if (!record || record.expires_at < deps.clock.now()) throw new BadRequestError(STATE_INVALID);
  if (record.redirect_uri !== req.redirect_uri) {
    throw new BadRequestError('redirect_uri does not match the one Google sign-in was started with');
  }
  const claims = await deps.oidc.redeemCode({
    code: req.code, state: record.state, redirectUri: record.redirect_uri, nonce: record.nonce, codeVerifier: record.code_verifier,
  });
  return signInWithIdentity(deps, claims);
}
