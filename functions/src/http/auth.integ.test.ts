import { createDocumentDb, type DocumentDb } from '@sitewright/data';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import { SignJWT } from 'jose';
import { startTestStack } from '../../local/test-stack';
import { setClockForTesting } from '../deps';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let db: DocumentDb;
const SECRET = 'test-secret-test-secret-test-secret-0123';

beforeAll(async () => {
  stack = await startTestStack({ JWT_SECRET: SECRET });
  db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
});
afterAll(async () => {
  setClockForTesting(undefined);
  await stack.stop();
});

let n = 0;
const newEmail = () => `user${++n}-${Date.now()}@example.com`;

async function userItem(email: string) {
  const guard = await db.GetItem({ TableName: 'sitewright-local-users', Key: { id: `email#${email}` } });
  const out = await db.GetItem({ TableName: 'sitewright-local-users', Key: { id: guard.Item?.user_id } });
  return out.Item;
}

async function registered(email = newEmail()) {
  const r = await stack.api('POST', '/api/auth/register', { name: 'Grace Hopper', email, password: 'a long passphrase' });
  expect(r.status).toBe(201);
  return email;
}

async function verified(email = newEmail()) {
  await registered(email);
  const r = await stack.api<{ access_token: string }>('POST', '/api/auth/verify-otp', { email, otp: await stack.outboxCode(email) });
  expect(r.status).toBe(200);
  return { email, token: r.body.access_token };
}

/** Asserts that the request is refused with `status` and a detail matching `detail`, and that the user's stored item is unchanged. */
async function refusedUnchanged(email: string, req: () => Promise<{ status: number; body: Record<string, unknown> }>, status: number, detail: RegExp) {
  const before = await userItem(email);
  const r = await req();
  expect(r.status).toBe(status);
  expect(JSON.stringify(r.body.detail)).toMatch(detail);
  expect(await userItem(email)).toEqual(before);
}

describe('account routes against dynalite', () => {
  it('It should register, verify with the mailed code and answer /me with the user', async () => {
    const { email, token } = await verified();
    const me = await stack.api('GET', '/api/auth/me', undefined, { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, name: 'Grace Hopper', email_verified: true });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('It should answer malformed JSON with 400 and change nothing', async () => {
    const email = await registered();
    await refusedUnchanged(email, () => stack.api('POST', '/api/auth/verify-otp', undefined, { raw: `{"email":"${email}", otp:` }), 400, /Malformed JSON/);
  });

  it('It should answer missing and wrong-typed fields with 422 and a {loc, msg, type} list', async () => {
    const r = await stack.api('POST', '/api/auth/register', { email: 42, password: 'a long passphrase' });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual(expect.arrayContaining([
      { loc: ['body', 'name'], msg: 'name: Field required', type: 'missing' },
      expect.objectContaining({ loc: ['body', 'email'], type: 'invalid_type' }),
    ]));
    const blank = await stack.api('POST', '/api/auth/register', { name: '   ', email: 'x@example.com', password: 'a long passphrase' });
    expect(blank.status).toBe(422);
  });

  it('It should answer a 2 MB body with 413 and change nothing', async () => {
    const email = await registered();
    const big = JSON.stringify({ email, otp: '123456', pad: 'x'.repeat(2 * 1024 * 1024) });
    await refusedUnchanged(email, () => stack.api('POST', '/api/auth/verify-otp', undefined, { raw: big }), 413, /limit is 1048576 bytes/);
  });

  it('It should answer an unknown e-mail and a wrong password with the same 401', async () => {
    const { email } = await verified();
    const unknown = await stack.api('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    const wrong = await stack.api('POST', '/api/auth/login', { email, password: 'not the password' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('It should answer an unverified login with 403 "verify your email"', async () => {
    const email = await registered();
    const r = await stack.api('POST', '/api/auth/login', { email, password: 'a long passphrase' });
    expect(r.status).toBe(403);
    expect(String(r.body.detail)).toMatch(/verify your email/i);
  });

  it('It should refuse six wrong codes and then the right one', async () => {
    const email = await registered();
    const code = await stack.outboxCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await stack.api('POST', '/api/auth/verify-otp', { email, otp: wrong })).status).toBe(400);
    await refusedUnchanged(email, () => stack.api('POST', '/api/auth/verify-otp', { email, otp: wrong }), 400, /Too many wrong codes/);
    await refusedUnchanged(email, () => stack.api('POST', '/api/auth/verify-otp', { email, otp: code }), 400, /Too many wrong codes/);
  });

  it('It should refuse an expired code (clock moved 10 minutes on)', async () => {
    const email = await registered();
    const code = await stack.outboxCode(email);
    const start = Date.now();
    setClockForTesting({ now: () => start + 10 * 60 * 1000 + 1000 });
    try {
      await refusedUnchanged(email, () => stack.api('POST', '/api/auth/verify-otp', { email, otp: code }), 400, /expired/);
    } finally {
      setClockForTesting(undefined);
    }
  });

  it('It should refuse a reused code with "already verified"', async () => {
    const email = await registered();
    const code = await stack.outboxCode(email);
    expect((await stack.api('POST', '/api/auth/verify-otp', { email, code })).status).toBe(200);
    await refusedUnchanged(email, () => stack.api('POST', '/api/auth/verify-otp', { email, otp: code }), 409, /already verified/);
  });

  it('It should refuse a resend within 120 s with 429 and the seconds left', async () => {
    const email = await registered();
    const before = await userItem(email);
    const r = await stack.api('POST', '/api/auth/resend-otp', { email });
    expect(r.status).toBe(429);
    expect(String(r.body.detail)).toMatch(/wait 1[12]\d seconds/);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(100);
    expect(await userItem(email)).toEqual(before);
  });

  it('It should refuse a tampered, an expired and an alg:none token with 401', async () => {
    const { email, token } = await verified();
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'usr_someone-else' })).toString('base64url');
    const key = new TextEncoder().encode(SECRET);
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('sitewright')
      .setAudience('sitewright-api').setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_100).sign(key);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const otherKey = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('sitewright')
      .setAudience('sitewright-api').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-another-secret-1234'));
    for (const [bad, detail] of [[`${h}.${forged}.${s}`, /Invalid/], [expired, /expired/], [none, /Invalid/], [otherKey, /Invalid/]] as const) {
      await refusedUnchanged(email, () => stack.api('PUT', '/api/auth/profile', { name: 'Mallory', email }, { token: bad }), 401, detail);
    }
    expect((await stack.api('GET', '/api/auth/me')).status).toBe(401);
  });

  it('It should change the e-mail only after the code sent to the new address', async () => {
    const { email, token } = await verified();
    const next = newEmail();
    setClockForTesting({ now: () => Date.now() + 121_000 });
    try {
      const r = await stack.api('PUT', '/api/auth/profile', { name: 'Grace B. Hopper', email: next }, { token });
      expect(r.status).toBe(200);
      expect((await stack.api('GET', '/api/auth/me', undefined, { token })).body).toMatchObject({ email, pending_email: next });
      const ok = await stack.api('POST', '/api/auth/confirm-email', { otp: await stack.outboxCode(next) }, { token });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ email: next, name: 'Grace B. Hopper' });
      expect((await stack.api('POST', '/api/auth/login', { email: next, password: 'a long passphrase' })).status).toBe(200);
      expect((await stack.api('POST', '/api/auth/login', { email, password: 'a long passphrase' })).status).toBe(401);
    } finally {
      setClockForTesting(undefined);
    }
  });

  it('It should answer unknown API paths with 404 and wrong methods with 405 as JSON', async () => {
    expect(await stack.api('GET', '/api/nope')).toMatchObject({ status: 404, body: { detail: 'Not found' } });
    expect(await stack.api('GET', '/api/auth/login')).toMatchObject({ status: 405 });
  });
});
