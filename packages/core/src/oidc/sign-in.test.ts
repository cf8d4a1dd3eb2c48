import { BadRequestError, UnauthorizedError } from '../errors';
import { createManualClock, createMemoryUserRepository, plainTokens } from '../testing/fakes';
import { createFakeOidcProvider, createMemoryIdentityRepository, createMemoryOidcStateStore } from '../testing/oidc-fakes';
import type { OidcDeps } from './ports';
import { completeOidcSignIn, OIDC_STATE_TTL_MS, startOidcSignIn } from './sign-in';

const redirect_uri = 'http://app.test/auth/google/callback';
function setup() {
  const users = createMemoryUserRepository();
  const oidc = createFakeOidcProvider();
  const clock = createManualClock();
  const oidcStates = createMemoryOidcStateStore();
  const deps: OidcDeps = {
    users, clock, oidc, oidcStates, tokens: plainTokens, identities: createMemoryIdentityRepository(users), allowedRedirectUris: [redirect_uri],
  };
  return { deps, oidc, clock, users, oidcStates };
}
const state = 'client-state-0123456789';

describe('OpenID Connect sign-in flow', () => {
  it('It should bind the state to a fresh nonce and PKCE verifier and sign in once', async () => {
    const { deps, oidc, oidcStates } = setup();
    const { auth_url } = await startOidcSignIn(deps, { state, redirect_uri });
    const stored = oidcStates.items.get(state);
    expect(stored?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored?.nonce).not.toBe(stored?.code_verifier);
    const { code } = oidc.authorize(auth_url);
    const out = await completeOidcSignIn(deps, { code, state, redirect_uri });
    expect(out).toMatchObject({ token_type: 'bearer', access_token: expect.stringMatching(/^tok:usr_/) });
    expect(oidcStates.items.size).toBe(0);
  });

  it('It should refuse a replayed state', async () => {
    const { deps, oidc } = setup();
    const { code } = oidc.authorize((await startOidcSignIn(deps, { state, redirect_uri })).auth_url);
    await completeOidcSignIn(deps, { code, state, redirect_uri });
    await expect(completeOidcSignIn(deps, { code, state, redirect_uri })).rejects.toThrow(/Invalid or expired state/);
    await expect(startOidcSignIn(deps, { state: 'another-state-1', redirect_uri })).resolves.toBeDefined();
  });

  it('It should refuse a state that is unknown, expired, or started twice', async () => {
    const { deps, oidc, clock } = setup();
    await expect(completeOidcSignIn(deps, { code: 'c', state: 'never-started', redirect_uri })).rejects.toThrow(BadRequestError);
    const { code } = oidc.authorize((await startOidcSignIn(deps, { state, redirect_uri })).auth_url);
    await expect(startOidcSignIn(deps, { state, redirect_uri })).rejects.toThrow(/used before/);
    clock.advance(OIDC_STATE_TTL_MS + 1);
    await expect(completeOidcSignIn(deps, { code, state, redirect_uri })).rejects.toThrow(/Invalid or expired state/);
  });

  it('It should refuse a redirect_uri off the allow-list, or another than the one the flow began with', async () => {
    const { deps, oidc } = setup();
    await expect(startOidcSignIn(deps, { state, redirect_uri: 'https://evil.example/cb' })).rejects.toThrow('redirect_uri is not allowed for Google sign-in');
    deps.allowedRedirectUris = [redirect_uri, 'http://app.test/other'];
    const { code } = oidc.authorize((await startOidcSignIn(deps, { state, redirect_uri })).auth_url);
    await expect(completeOidcSignIn(deps, { code, state, redirect_uri: 'http://app.test/other' })).rejects.toThrow(/does not match/);
  });

  it("It should pass the provider's refusal of a code on as 401", async () => {
    const { deps } = setup();
    await startOidcSignIn(deps, { state, redirect_uri });
    await expect(completeOidcSignIn(deps, { code: 'forged', state, redirect_uri })).rejects.toThrow(UnauthorizedError);
  });
});
