/**
 * Ports of OpenID Connect sign-in (issue 8). The provider adapter (openid-client) lives in
 * functions/src/adapters; the stores in packages/data; tests use the fakes in testing/oidc-fakes.ts.
 */
import type { Clock, TokenService, UserRepository } from '../ports';

/** What sign-in needs from a verified ID token (and, when it lacks them, the UserInfo response). */
export interface OidcIdentityClaims {
  /** `iss` of the ID token, e.g. https://accounts.google.com. */
  issuer: string;
  /** `sub`: the provider's stable id of the person (OpenID Connect Core 1.0 §2). */
  subject: string;
  /** Lower-cased e-mail address, when the provider shared one. */
  email?: string;
  /** `email_verified` as the provider states it; false when absent. */
  emailVerified: boolean;
  /** `name`, else `given_name`, when shared. */
  name?: string;
}

/** The OpenID provider as a relying party sees it (authorization code flow with PKCE). */
export interface OidcProvider {
  /**
   * The authentication request URL (OpenID Connect Core 1.0 §3.1.2.1): response_type=code, scope
   * openid email profile, the given state and nonce, code_challenge = S256(codeVerifier) (RFC 7636 §4.2).
   * @throws UpstreamError (502) when the provider's discovery document cannot be read.
   */
  authorizationUrl(p: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /**
   * Redeems the code at the token endpoint with the PKCE verifier and validates the ID token
   * (OpenID Connect Core 1.0 §3.1.3.7: signature, iss, aud, exp, iat, nonce).
   * @throws UnauthorizedError (401) when the code is rejected or the ID token is not valid.
   * @throws UpstreamError (502) when the provider cannot be reached or answers nonsense.
   */
  redeemCode(p: { code: string; state: string; redirectUri: string; nonce: string; codeVerifier: string }): Promise<OidcIdentityClaims>;
}

/** One started sign-in, bound to the client's `state` and used once (RFC 9700 §2.1, §4.7.1). */
export interface OidcStateRecord {
  state: string;
  /** Sent in the authentication request and expected back in the ID token (OIDC Core §3.1.2.1). */
  nonce: string;
  /** PKCE code_verifier (RFC 7636 §4.1), 43 base64url characters. */
  code_verifier: string;
  /** The redirect_uri the request was made with; the callback must name the same one. */
  redirect_uri: string;
  /** Epoch ms after which the state is dead. */
  expires_at: number;
}

/** Single-use storage of started sign-ins. */
export interface OidcStateStore {
  /** Stores a new state; false when that state value exists already (never overwritten). */
  create(record: OidcStateRecord): Promise<boolean>;
  /** Removes and returns the record atomically, so a replay finds nothing; null when unknown or used. */
  consume(state: string): Promise<OidcStateRecord | null>;
}

/** Which account an identity (`issuer|subject`) belongs to; one guard item per identity. */
export interface IdentityRepository {
  /** The user id the identity is linked to, or null. */
  findUserId(identity: string): Promise<string | null>;
  /**
   * Links the identity to `userId` unless it is linked to another user that still exists.
   * @returns the user id the identity belongs to afterwards (`userId`, or the earlier owner).
   */
  claim(identity: string, userId: string): Promise<string>;
}

/** What the OpenID Connect sign-in use cases need. */
export interface OidcDeps {
  users: UserRepository;
  clock: Clock;
  tokens: TokenService;
  oidc: OidcProvider;
  oidcStates: OidcStateStore;
  identities: IdentityRepository;
  /** Exact redirect_uri values that may be used (RFC 9700 §4.1.3: exact string matching). */
  allowedRedirectUris: readonly string[];
}
