import { googleCallbackRequestSchema, googleUrlQuerySchema, UpstreamError } from '@sitewright/core';
import type { OidcDeps, OidcProvider } from '@sitewright/core/oidc/ports';
import { completeOidcSignIn, startOidcSignIn } from '@sitewright/core/oidc/sign-in';
import { createDynamoIdentityRepository, createDynamoOidcStateStore } from '@sitewright/data/oidc-repository';
import { createOpenIdProvider } from '../adapters/openid-provider';
import type { Deps } from '../deps';
import { httpHandler } from '../middleware/http-handler';

// Built here on first use rather than in deps.ts, so openid-client stays out of other routes' cold
// start; keyed by the settings, since a test process may start stacks with different providers.
let provider: { key: string; value: OidcProvider } | undefined;

/** The OpenID Connect ports over the shared deps. @throws UpstreamError (503) when GOOGLE_CLIENT_ID is unset. */
function oidcDeps(deps: Deps): OidcDeps {
  const { config } = deps;
  if (!config.GOOGLE_CLIENT_ID) throw new UpstreamError('Google sign-in is not configured', 503);
  const key = [config.OIDC_ISSUER, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET].join('\n');
  if (provider?.key !== key) {
    provider = { key, value: createOpenIdProvider({ issuer: config.OIDC_ISSUER, clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET }) };
  }
  return {
    users: deps.users, clock: deps.clock, tokens: deps.tokens, oidc: provider.value,
    oidcStates: createDynamoOidcStateStore(deps.db, config.tables.users),
    identities: createDynamoIdentityRepository(deps.db, config.tables.users),
    allowedRedirectUris: config.oidcRedirectUris,
  };
}

/** GET /api/auth/google/url?state&redirect_uri ▶ {auth_url} (SPEC §7); 400 redirect_uri not allowed, 503 not configured. */
export const url = /* @__PURE__ */ httpHandler({ auth: 'none', query: googleUrlQuerySchema }, async ({ query, deps }) => startOidcSignIn(oidcDeps(deps), query));

/**
 * POST /api/auth/google/callback {code, state, redirect_uri} ▶ {access_token, token_type} (SPEC §7);
 * 400 bad/used state or redirect_uri, 401 code or ID token refused, 403/409 linking refused, 502 provider down.
 */
export const callback = /* @__PURE__ */ httpHandler({ auth: 'none', body: googleCallbackRequestSchema }, async ({ body, deps }) => completeOidcSignIn(oidcDeps(deps), body));
