/**
 * Issue 18 §2 and §3 against the real local stack (dynalite, the worker-thread scrypt pool, the outbox):
 * honest answers to a burst of sign-ups at the production scrypt cost, sign-in throttling per account and
 * client address, and a clean 413 on a keep-alive connection (log lines: log-context.integ.test.ts).
 */
import { request, Agent, type IncomingHttpHeaders } from 'node:http';
import { createDocumentDb, type DocumentDb } from '@sitewright/data';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import { startTestStack } from './test-stack';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let db: DocumentDb;

beforeAll(async () => {
  // The production cost (N = 2^17, ≈ 350 ms a hash here) on ONE hash thread, so a burst of 40 overflows
  // the 10 s a sign-up has, on any machine.
  stack = await startTestStack({ PASSWORD_SCRYPT_LOG_N: '17' }, undefined, { hashThreads: 1 });
  db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

const accountOf = async (email: string) =>
  (await db.GetItem({ TableName: 'sitewright-local-users', Key: { id: `email#${email}` }, ConsistentRead: true })).Item;
const mailsTo = async (email: string) =>
  (await stack.api<{ to: string }[]>('GET', '/_local/outbox')).body.filter((m) => m.to === email).length;

/**
 * A sign-up as a well-behaved client makes it: a 503 is tried again after its Retry-After, as often as it
 * comes (on a busy machine even a lone sign-up at the production cost may be refused), so the answer is
 * the first that is not a 503.
 */
async function signUp(email: string, name = 'Burst') {
  for (;;) {
    const r = await stack.api('POST', '/api/auth/register', { name, email, password: 'a long passphrase' });
    if (r.status !== 503) return r;
    await new Promise((res) => setTimeout(res, Number(r.headers.get('retry-after') ?? 1) * 1000));
  }
}

/** A raw HTTP exchange (a chosen source address, agent and body), answering status, headers and body text. */
function raw(opts: { method: string; path: string; body?: Buffer | string; localAddress?: string; agent?: Agent; headers?: Record<string, string> }) {
  const url = new URL(stack.appUrl);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port: Number(url.port), method: opts.method, path: opts.path, agent: opts.agent, localAddress: opts.localAddress,
      headers: { 'content-type': 'application/json', ...opts.headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('honest answers under load (issue 18 §2)', () => {
  it('It should answer a burst of 40 sign-ups with 201 or an early 503 + Retry-After, never 500, and store nothing for a 503; the retries succeed', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `burst${i}-${Date.now()}@example.com`);
    const started = Date.now();
    const answers = await Promise.all(emails.map(async (email) => {
      const r = await stack.api('POST', '/api/auth/register', { name: 'Burst', email, password: 'a long passphrase' });
      return { email, status: r.status, retryAfter: r.headers.get('retry-after'), detail: r.body.detail, ms: Date.now() - started };
    }));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(String(a.detail)).toMatch(/try again/i);
    }
    // Every answer came before the function's 10 s timeout (none is the late 500 of the issue).
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
    // A 201 has its account and exactly one code; a 503 wrote nothing (no account, no mail), also afterwards.
    await new Promise((r) => setTimeout(r, 500));
    for (const a of answers) {
      expect(Boolean(await accountOf(a.email))).toBe(a.status === 201);
      expect(await mailsTo(a.email)).toBe(a.status === 201 ? 1 : 0);
    }
    // The refused ones come back after their Retry-After, a few at a time, and get in.
    const waitS = Math.max(...refused.map((a) => Number(a.retryAfter)));
    await new Promise((r) => setTimeout(r, Math.min(waitS, 10) * 1000));
    for (const a of refused) {
      const r = await signUp(a.email);
      expect(r.status).toBe(201);
      expect(await mailsTo(a.email)).toBe(1);
    }
  }, 120_000);

  it('It should answer a repeated sign-up while unverified as the first, with no second code', async () => {
    const email = `again-${Date.now()}@example.com`;
    const first = await signUp(email, 'Again');
    const second = await signUp(email, 'Again');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await mailsTo(email)).toBe(1);
    const verified = await stack.api('POST', '/api/auth/verify-otp', { email, otp: await stack.outboxCode(email) });
    expect(verified.status).toBe(200);
  }, 30_000);
});

describe('the small ones (issue 18 §3)', () => {
  it('It should throttle failed sign-ins per client address: 127.0.0.2 is refused after 10, the owner from 127.0.0.3 signs in', async () => {
    const email = `owner-${Date.now()}@example.com`;
    expect((await signUp(email, 'Owner')).status).toBe(201);
    expect((await stack.api('POST', '/api/auth/verify-otp', { email, otp: await stack.outboxCode(email) })).status).toBe(200);
    const attempt = (password: string, localAddress: string) =>
      raw({ method: 'POST', path: '/api/auth/login', body: JSON.stringify({ email, password }), localAddress });
    // One after another: ten at once would queue ten production-cost hashes on the one hash thread, and on a
    // busy machine admission control would rightly answer some with 503 (tested above), not the 401 this is about.
    const strangers: number[] = [];
    for (let i = 0; i < 10; i++) strangers.push((await attempt('not the password', '127.0.0.2')).status);
    expect(strangers).toEqual(Array.from({ length: 10 }, () => 401));
    const locked = await attempt('a long passphrase', '127.0.0.2');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    const owner = await attempt('a long passphrase', '127.0.0.3');
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.text)).toMatchObject({ token_type: 'bearer' });
  }, 60_000);

  it('It should answer a body over 10 MB with 413 on a keep-alive connection, and serve the next request after it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
      const tooLarge = await raw({ method: 'POST', path: '/api/auth/login', body: big, agent });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.connection).toBe('close');
      expect(JSON.parse(tooLarge.text)).toEqual({ detail: 'Request body is larger than 10 MB' });
      const next = await raw({ method: 'GET', path: '/config.json', agent });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  }, 30_000);

});
