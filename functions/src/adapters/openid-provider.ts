import { UnauthorizedError, UpstreamError } from '@sitewright/core';
import type { OidcIdentityClaims, OidcProvider } from '@sitewright/core/oidc/ports';
import * as client from 'openid-client';
import { logger } from '../logger';

export interface OpenIdProviderOptions {
  /** Issuer URL; discovery reads `<issuer>/.well-known/openid-configuration` (OpenID Connect Discovery 1.0 §4). */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Seconds each call to the provider may take (Lambda's own timeout is 10 s). */
  timeoutS?: number;
}

const SCOPE = 'openid email profile';
const UNREACHABLE = 'Google sign-in is unavailable right now: the provider could not be reached. Try again later.';
/** Whether a fetch failure (refused, reset, DNS, timeout) is anywhere in the error's cause chain. */
function isNetworkFailure(err: unknown): boolean {
  for (let e = err as { name?: string; message?: string; code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e.name === 'TypeError' && /fetch failed/i.test(e.message ?? '')) return true;
    if (typeof e.code === 'string' && /^(ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|UND_ERR)/.test(e.code)) return true;
  }
  return false;
}
const loopback = (u: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);

/**
 * Maps what openid-client throws to the typed errors the middleware answers with: the provider
 * refusing the code ▶ 401; an ID token failing validation (nonce, aud, iss, exp, signature) ▶ 401;
 * network failure, timeout or a malformed answer ▶ 502. Never lets a raw error become a 500.
 */
export function toAppError(err: unknown): Error {
  if (isNetworkFailure(err)) return new UpstreamError(UNREACHABLE);
  if (err instanceof client.ResponseBodyError) {
    const why = [err.error, err.error_description].filter(Boolean).join(': ');
    return new UnauthorizedError(`Google rejected the authorization code (${why})`);
  }
  if (err instanceof client.AuthorizationResponseError) return new UnauthorizedError(`Google refused sign-in (${err.error})`);
  if (err instanceof client.ClientError) {
    const cause = (err.cause as Error | undefined)?.message;
    switch (err.code) {
      case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      case 'OAUTH_KEY_SELECTION_FAILED':
        return new UnauthorizedError(`The ID token from Google is not valid (${cause ?? err.message})`);
      default:
        logger.warn('OpenID provider answered unexpectedly', { code: err.code, error: err });
        return new UpstreamError(`Google sign-in failed: the provider sent an unexpected answer (${err.message})`);
    }
  }
  return err as Error;
}

/**
 * The OpenID provider through openid-client 6 (a certified relying-party library; CONVENTIONS.md
 * habit 8): discovery once per cold start (a failed discovery is retried on the next request),
 * confidential client (client_secret_post), authorization code flow with PKCE S256 (RFC 7636) and a
 * nonce, ID token validated per OpenID Connect Core 1.0 §3.1.3.7 (iss, aud, exp, iat, nonce) with its
 * signature checked against the provider's JWKS as well (step 6 makes that optional over TLS; we do
 * not rely on it). Plain http is allowed only for a loopback issuer (tests against a local provider).
 */
export function createOpenIdProvider(opts: OpenIdProviderOptions): OidcProvider {
  const issuer = new URL(opts.issuer);
  const timeout = opts.timeoutS ?? 5;
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    configuration ??= client.discovery(issuer, opts.clientId, undefined,
      opts.clientSecret ? client.ClientSecretPost(opts.clientSecret) : client.None(),
      { timeout, execute: issuer.protocol === 'http:' && loopback(issuer) ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.enableNonRepudiationChecks] },
    ).catch((err: unknown) => {
      configuration = undefined;
      logger.warn('OpenID discovery failed', { issuer: issuer.href, error: err as Error });
      throw new UpstreamError(UNREACHABLE);
    });
    return configuration;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const config = await discover();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri, scope: SCOPE, response_type: 'code', state, nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
      }).href;
    },

    async redeemCode({ code, state, redirectUri, nonce, codeVerifier }) {
      const config = await discover();
      // openid-client reads the authorization response from the URL the browser came back to.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier, expectedNonce: nonce, expectedState: state, idTokenExpected: true,
        });
        const id = tokens.claims();
        if (!id) throw new UnauthorizedError('Google sent no ID token');
        let profile: Record<string, unknown> = id;
        // Google puts email in the ID token; providers that do not answer it from UserInfo (OIDC Core §5.3),
        // whose `sub` must equal the ID token's (§5.3.2).
        if (typeof id.email !== 'string') profile = { ...id, ...(await client.fetchUserInfo(config, tokens.access_token, id.sub)) };
        return claimsOf(id.iss, id.sub, profile);
      } catch (err) {
        throw toAppError(err);
      }
    },
  };
}

function claimsOf(iss: string, sub: string, p: Record<string, unknown>): OidcIdentityClaims {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const email = str(p.email)?.toLowerCase();
  return {
    issuer: iss, subject: sub,
    ...(email ? { email } : {}),
    // Some providers send "true" as a string.
    emailVerified: p.email_verified === true || p.email_verified === 'true',
    ...(str(p.name) ?? str(p.given_name) ? { name: str(p.name) ?? str(p.given_name) } : {}),
  };
}
