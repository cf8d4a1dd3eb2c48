import { ConflictError, ForbiddenError } from '../errors';
import type { UserRecord } from '../ports';
import { createManualClock, createMemoryUserRepository, plainTokens } from '../testing/fakes';
import { createFakeOidcProvider, createMemoryIdentityRepository, createMemoryOidcStateStore } from '../testing/oidc-fakes';
import { signInWithIdentity } from './link';
import type { OidcDeps, OidcIdentityClaims } from './ports';

function setup() {
  const users = createMemoryUserRepository();
  const identities = createMemoryIdentityRepository(users);
  const deps: OidcDeps = {
    users, identities, clock: createManualClock(), tokens: plainTokens, oidc: createFakeOidcProvider(),
    oidcStates: createMemoryOidcStateStore(), allowedRedirectUris: ['http://app.test/auth/google/callback'],
  };
  return { deps, users, identities };
}
const google = (over: Partial<OidcIdentityClaims> = {}): OidcIdentityClaims => ({
  issuer: 'https://accounts.google.com', subject: '1001', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace', ...over,
});
const account = (over: Partial<UserRecord> = {}): UserRecord => ({
  id: 'usr_existing', email: 'ada@example.com', name: 'Ada', password_hash: 'plain$old password', email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', otp: null, pending_email: null,
  login_failures: [], version: 0, ...over,
});
const userOf = (token: string) => token.replace(/^tok:/, '');

describe('signInWithIdentity (linking rules, issue 8 §2)', () => {
  it('It should create a verified account without a password for a new verified e-mail, named from the token', async () => {
    const { deps, users } = setup();
    const out = await signInWithIdentity(deps, google());
    const [user] = users.all();
    expect(userOf(out.access_token)).toBe(user?.id);
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', email_verified: true, password_hash: null, identities: ['https://accounts.google.com|1001'] });
  });

  it("It should name a new account after the e-mail's local part when the token has no name", async () => {
    const { deps, users } = setup();
    await signInWithIdentity(deps, google({ name: undefined, email: 'Grace.Hopper@Example.com' }));
    expect(users.all()[0]).toMatchObject({ name: 'grace.hopper', email: 'grace.hopper@example.com' });
  });

  it('It should find the same account on the next sign-in by issuer + subject, even after the e-mail changed at the provider', async () => {
    const { deps, users } = setup();
    const first = await signInWithIdentity(deps, google());
    const second = await signInWithIdentity(deps, google({ email: 'ada@new.example' }));
    expect(second.access_token).toBe(first.access_token);
    expect(users.all()).toHaveLength(1);
  });

  it('It should treat the same subject at another issuer as another person', async () => {
    const { deps, users } = setup();
    await signInWithIdentity(deps, google());
    await signInWithIdentity(deps, google({ issuer: 'https://other.example', email: 'ada@other.example' }));
    expect(users.all()).toHaveLength(2);
  });

  it('It should link a verified e-mail to an existing verified account and keep its password', async () => {
    const { deps, users } = setup();
    await users.create(account());
    const out = await signInWithIdentity(deps, google());
    expect(userOf(out.access_token)).toBe('usr_existing');
    expect(users.all()[0]).toMatchObject({ name: 'Ada', password_hash: 'plain$old password', identities: ['https://accounts.google.com|1001'] });
  });

  it('It should give a never-verified password account to the verified owner and clear the stale password and codes', async () => {
    const { deps, users } = setup();
    await users.create(account({
      email_verified: false, name: 'Squatter', pending_email: 'x@evil.example',
      otp: { hash: 'h', purpose: 'verify', email: 'ada@example.com', expires_at: Date.now() + 1e6, sent_at: Date.now(), attempts: 0 },
    }));
    const out = await signInWithIdentity(deps, google());
    expect(userOf(out.access_token)).toBe('usr_existing');
    expect(users.all()[0]).toMatchObject({ name: 'Ada Lovelace', password_hash: null, otp: null, pending_email: null, email_verified: true });
  });

  it('It should refuse an unverified provider e-mail when an account has that address, and change nothing', async () => {
    const { deps, users, identities } = setup();
    await users.create(account({ email_verified: false }));
    const err = await signInWithIdentity(deps, google({ emailVerified: false })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).detail).toMatch(/already exists.*not verified/);
    expect(users.all()[0]).toMatchObject({ password_hash: 'plain$old password', email_verified: false });
    expect(identities.links.size).toBe(0);
  });

  it('It should refuse to create an account for an unverified or missing provider e-mail', async () => {
    const { deps, users } = setup();
    await expect(signInWithIdentity(deps, google({ emailVerified: false }))).rejects.toThrow(ForbiddenError);
    await expect(signInWithIdentity(deps, google({ email: undefined }))).rejects.toThrow(/did not share an e-mail/);
    expect(users.all()).toHaveLength(0);
  });

  it('It should end two parallel first sign-ins of one identity on one account', async () => {
    const { deps, users } = setup();
    const [a, b] = await Promise.all([signInWithIdentity(deps, google()), signInWithIdentity(deps, google())]);
    expect(a.access_token).toBe(b.access_token);
    expect(users.all()).toHaveLength(1);
  });
});
