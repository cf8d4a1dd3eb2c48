import { UnauthorizedError } from '../errors';
import type { IdentityRepository, OidcIdentityClaims, OidcProvider, OidcStateRecord, OidcStateStore } from '../oidc/ports';
import type { UserRepository } from '../ports';

/** In-memory OidcStateStore: create never overwrites, consume removes (single use), like the DynamoDB adapter. */
export function createMemoryOidcStateStore(): OidcStateStore & { items: Map<string, OidcStateRecord> } {
  const items = new Map<string, OidcStateRecord>();
  return {
    items,
    create: async (r) => { if (items.has(r.state)) return false; items.set(r.state, { ...r }); return true; },
    consume: async (state) => { const r = items.get(state) ?? null; items.delete(state); return r; },
  };
}

/** In-memory IdentityRepository; a link to a user that no longer exists may be taken over. */
export function createMemoryIdentityRepository(users: UserRepository): IdentityRepository & { links: Map<string, string> } {
  const links = new Map<string, string>();
  return {
    links,
    findUserId: async (identity) => links.get(identity) ?? null,
    claim: async (identity, userId) => {
      const held = links.get(identity);
      if (held && held !== userId && (await users.getById(held))) return held;
      links.set(identity, userId);
      return userId;
    },
  };
}

/**
 * A provider that answers `claims` for codes it issued through `authorize` (the state and nonce must
 * come back unchanged, as a real ID token check would demand); other codes are rejected with 401.
 */
export function createFakeOidcProvider(issuer = 'https://issuer.example'): OidcProvider & {
  /** What the provider will say about the person who signs in next. */
  next: Partial<OidcIdentityClaims>;
  /** Simulates the user approving the request at the provider: returns the code sent to the redirect URI. */
  authorize(authUrl: string): { code: string; state: string };
} {
  const pending = new Map<string, { nonce: string; challengeFor: string; claims: OidcIdentityClaims }>();
  let n = 0;
  const fake = {
    next: {} as Partial<OidcIdentityClaims>,
    authorizationUrl: async (p: { redirectUri: string; state: string; nonce: string; codeVerifier: string }) => {
      const u = new URL(`${issuer}/authorize`);
      Object.entries({ redirect_uri: p.redirectUri, state: p.state, nonce: p.nonce, verifier: p.codeVerifier }).forEach(([k, v]) => u.searchParams.set(k, v));
      return u.href;
    },
    authorize(authUrl: string) {
      const u = new URL(authUrl);
      const code = `code-${++n}`;
      pending.set(code, {
        nonce: u.searchParams.get('nonce') as string, challengeFor: u.searchParams.get('verifier') as string,
        claims: { issuer, subject: 'sub-1', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace', ...fake.next },
      });
      return { code, state: u.searchParams.get('state') as string };
    },
    redeemCode: async (p: { code: string; nonce: string; codeVerifier: string }) => {
      const got = pending.get(p.code);
      pending.delete(p.code);
      if (!got || got.challengeFor !== p.codeVerifier) throw new UnauthorizedError('Google rejected the authorization code (invalid_grant)');
      if (got.nonce !== p.nonce) throw new UnauthorizedError('The ID token from Google is not valid (nonce)');
      return got.claims;
    },
  };
  return fake;
}
