import { randomBytes } from 'node:crypto';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { startTestStack } from '../../local/test-stack';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
type Answer = { status: number; body: Record<string, unknown> };

const CLIENT_ID = 'sitewright-test-client';
let provider: OAuth2Server;
let stack: Stack;
let redirectUri: string;

let n = 0;
const unique = () => `${++n}-${randomBytes(4).toString('hex')}`;
const newState = () => randomBytes(16).toString('base64url');

/** Shapes the next ID tokens the mock signs (the access token has no `aud`; the ID token does). */
function idTokenClaims(claims: Record<string, unknown>) {
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    if ('aud' in token.payload) Object.assign(token.payload, claims);
  });
}
/** A Google-like person: unique subject and e-mail unless given. */
function person(over: Record<string, unknown> = {}) {
  const id = unique();
  const claims = { sub: `g-${id}`, email: `person${id}@example.com`, email_verified: true, name: 'Ada Lovelace', ...over };
  idTokenClaims(claims);
  return claims as { sub: string; email: string };
}

/** GET /api/auth/google/url, then the browser's trip to the provider's /authorize and back with code + state. */
async function startAndAuthorize(state = newState(), redirect = redirectUri) {
  const start = await stack.api<{ auth_url: string }>('GET', `/api/auth/google/url?state=${state}&redirect_uri=${encodeURIComponent(redirect)}`);
  expect(start.status).toBe(200);
  const res = await fetch(start.body.auth_url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') as string);
  return { authUrl: new URL(start.body.auth_url), back, code: back.searchParams.get('code') as string, state: back.searchParams.get('state') as string };
}
const callback = (body: Record<string, unknown>) => stack.api('POST', '/api/auth/google/callback', body) as Promise<Answer>;
async function signIn() {
  const { code, state } = await startAndAuthorize();
  return callback({ code, state, redirect_uri: redirectUri });
}
const me = async (token: string) => (await stack.api('GET', '/api/auth/me', undefined, { token })).body;
function refused(r: Answer, status: number, detail: RegExp) {
  expect({ status: r.status, detail: JSON.stringify(r.body.detail) }).toEqual({ status, detail: expect.stringMatching(detail) });
}

describe('Google sign-in against a local OpenID provider (oauth2-mock-server)', () => {
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    stack = await startTestStack({
      GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-client-secret', OIDC_ISSUER: provider.issuer.url as string,
    });
    redirectUri = `${stack.appUrl}/auth/google/callback`;
  });
  afterEach(() => {
    provider.service.removeAllListeners('beforeTokenSigning');
    provider.service.removeAllListeners('beforeUserinfo');
  });
  afterAll(async () => {
    await stack.stop();
    await provider.stop();
  });

  it('It should tell the SPA that Google sign-in is enabled', async () => {
    expect(await (await fetch(`${stack.appUrl}/config.json`)).json()).toMatchObject({ googleEnabled: true });
  });

  it('It should send the browser to the provider with code flow, PKCE S256, a nonce and the client state', async () => {
    const state = newState();
    const { authUrl, back } = await startAndAuthorize(state);
    expect(authUrl.origin).toBe(provider.issuer.url);
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      client_id: CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, state, scope: 'openid email profile',
      code_challenge_method: 'S256', code_challenge: expect.stringMatching(/^[\w-]{43}$/), nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  });

  it('It should create a verified account on the first sign-in, answer /me with it, and find it again on the second', async () => {
    const p = person();
    const first = await signIn();
    expect(first).toMatchObject({ status: 200, body: { token_type: 'bearer', access_token: expect.any(String) } });
    const user = await me(first.body.access_token as string);
    expect(user).toMatchObject({ email: p.email, name: 'Ada Lovelace', email_verified: true });
    const second = await signIn();
    expect(second.status).toBe(200);
    expect((await me(second.body.access_token as string)).id).toBe(user.id);
  });

  it('It should read the e-mail from UserInfo when the ID token has none', async () => {
    const sub = `g-${unique()}`;
    const email = `info${unique()}@example.com`;
    idTokenClaims({ sub });
    provider.service.once('beforeUserinfo', (res: MutableResponse) => { res.body = { sub, email, email_verified: true, given_name: 'Grace' }; });
    const r = await signIn();
    expect(r.status).toBe(200);
    expect(await me(r.body.access_token as string)).toMatchObject({ email, name: 'Grace' });
  });

  it('It should refuse a replayed state', async () => {
    person();
    const { code, state } = await startAndAuthorize();
    expect((await callback({ code, state, redirect_uri: redirectUri })).status).toBe(200);
    refused(await callback({ code, state, redirect_uri: redirectUri }), 400, /Invalid or expired state parameter/);
  });

  it('It should refuse a state the server never issued', async () => {
    refused(await callback({ code: 'anything', state: newState(), redirect_uri: redirectUri }), 400, /Invalid or expired state parameter/);
  });

  it('It should refuse an ID token with another nonce', async () => {
    person({ nonce: 'not-the-nonce-we-sent' });
    refused(await signIn(), 401, /ID token from Google is not valid.*nonce/);
  });

  it('It should refuse an ID token issued for another audience', async () => {
    person({ aud: 'some-other-client' });
    refused(await signIn(), 401, /ID token from Google is not valid.*aud/);
  });

  it('It should refuse an expired ID token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    person({ exp: past, iat: past - 60 });
    refused(await signIn(), 401, /ID token from Google is not valid.*exp/);
  });

  it('It should refuse an ID token from another issuer or not signed with a key of the provider', async () => {
    person({ iss: 'https://accounts.example.org' });
    refused(await signIn(), 401, /ID token from Google is not valid.*iss/);
    provider.service.removeAllListeners('beforeTokenSigning');
    provider.service.on('beforeTokenSigning', (token: MutableToken) => { if ('aud' in token.payload) token.header.kid = 'not-a-provider-key'; });
    person();
    refused(await signIn(), 401, /ID token from Google is not valid.*no applicable keys/);
  });

  it('It should refuse a code the provider rejects (as when the SPA got an error instead of a code)', async () => {
    const { state } = await startAndAuthorize();
    refused(await callback({ code: 'forged-code', state, redirect_uri: redirectUri }), 401, /Google rejected the authorization code/);
  });

  it('It should refuse a callback without a code with 422', async () => {
    const { state } = await startAndAuthorize();
    const r = await callback({ state, redirect_uri: redirectUri });
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body.detail)).toContain('code');
  });

  it('It should refuse a redirect_uri off the allow-list in both calls', async () => {
    const evil = 'https://evil.example/auth/google/callback';
    const start = await stack.api('GET', `/api/auth/google/url?state=${newState()}&redirect_uri=${encodeURIComponent(evil)}`) as Answer;
    refused(start, 400, /redirect_uri is not allowed/);
    const { code, state } = await startAndAuthorize();
    refused(await callback({ code, state, redirect_uri: evil }), 400, /redirect_uri is not allowed/);
  });

  it('It should link a verified Google e-mail to an existing verified account, which keeps its password', async () => {
    const email = `linked${unique()}@example.com`;
    await stack.api('POST', '/api/auth/register', { name: 'Existing', email, password: 'a long passphrase' });
    const verified = await stack.api('POST', '/api/auth/verify-otp', { email, otp: await stack.outboxCode(email) });
    const before = await me(verified.body.access_token as string);
    person({ email });
    const r = await signIn();
    expect(r.status).toBe(200);
    expect(await me(r.body.access_token as string)).toMatchObject({ id: before.id, name: 'Existing' });
    expect((await stack.api('POST', '/api/auth/login', { email, password: 'a long passphrase' })).status).toBe(200);
  });

  it('It should give a never-verified password account to the verified Google owner and kill the old password', async () => {
    const email = `squatted${unique()}@example.com`;
    await stack.api('POST', '/api/auth/register', { name: 'Squatter', email, password: 'attacker passphrase' });
    person({ email, name: 'Real Owner' });
    const r = await signIn();
    expect(r.status).toBe(200);
    expect(await me(r.body.access_token as string)).toMatchObject({ email, name: 'Real Owner', email_verified: true });
    refused(await stack.api('POST', '/api/auth/login', { email, password: 'attacker passphrase' }) as Answer, 401, /Incorrect email or password/);
    refused(await stack.api('POST', '/api/auth/verify-otp', { email, otp: await stack.outboxCode(email) }) as Answer, 409, /already verified/);
  });

  it('It should refuse an unverified Google e-mail when an account has that address', async () => {
    const email = `unverified${unique()}@example.com`;
    await stack.api('POST', '/api/auth/register', { name: 'Owner', email, password: 'a long passphrase' });
    person({ email, email_verified: false });
    refused(await signIn(), 409, /already exists, and Google has not verified/);
    person({ email: `new${unique()}@example.com`, email_verified: false });
    refused(await signIn(), 403, /Google has not verified the e-mail address/);
  });

  it('It should answer 502 when the provider cannot be reached, and work again when it is back', async () => {
    person();
    const { code, state } = await startAndAuthorize();
    const port = new URL(provider.issuer.url as string).port;
    await provider.stop();
    try {
      refused(await callback({ code, state, redirect_uri: redirectUri }), 502, /could not be reached/);
    } finally {
      await provider.start(Number(port), '127.0.0.1');
    }
    person();
    expect((await signIn()).status).toBe(200);
  });
});

describe('Google sign-in without configuration', () => {
  let bare: Stack;
  beforeAll(async () => { bare = await startTestStack({ GOOGLE_CLIENT_ID: '' }); });
  afterAll(async () => { await bare.stop(); });

  it('It should answer 503 "Google sign-in is not configured" and tell the SPA so', async () => {
    const r = await bare.api('GET', `/api/auth/google/url?state=${newState()}&redirect_uri=${encodeURIComponent(`${bare.appUrl}/auth/google/callback`)}`);
    expect(r).toMatchObject({ status: 503, body: { detail: 'Google sign-in is not configured' } });
    expect(await (await fetch(`${bare.appUrl}/config.json`)).json()).toMatchObject({ googleEnabled: false });
  });
});
