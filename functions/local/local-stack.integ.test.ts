import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestStack } from './test-stack';
import { eventually, signedInUser } from './test-users';

describe('the embedded local stack', () => {
  it('It should keep accounts across a restart when persisted under the data dir', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitewright-persist-'));
    try {
      const email = 'persist@example.com';
      let stack = await startTestStack({}, dir);
      await stack.api('POST', '/api/auth/register', { name: 'Per Sist', email, password: 'a long passphrase' });
      expect((await stack.api('POST', '/api/auth/verify-otp', { email, otp: await stack.outboxCode(email) })).status).toBe(200);
      await stack.stop();

      stack = await startTestStack({}, dir);
      const login = await stack.api<{ access_token: string }>('POST', '/api/auth/login', { email, password: 'a long passphrase' });
      expect(login.status).toBe(200);
      expect((await stack.api('GET', '/api/auth/me', undefined, { token: login.body.access_token })).body).toMatchObject({ email });
      await stack.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('It should serve the outbox newest first and the SPA with an index.html fallback', async () => {
    const stack = await startTestStack();
    try {
      await stack.api('POST', '/api/auth/register', { name: 'A', email: 'one@example.com', password: 'a long passphrase' });
      await stack.api('POST', '/api/auth/register', { name: 'B', email: 'two@example.com', password: 'a long passphrase' });
      const outbox = await stack.api<{ to: string; sent_at: string; text: string }[]>('GET', '/_local/outbox');
      expect(outbox.body.map((m) => m.to)).toEqual(['two@example.com', 'one@example.com']);
      expect(outbox.body[0]?.text).toMatch(/\d{6}/);
      const deep = await fetch(`${stack.appUrl}/profile/some/deep/link`);
      expect([200, 503]).toContain(deep.status); // 503 only when web/dist has not been built
      expect(deep.headers.get('content-type')).toMatch(/text\/(html|plain)/);
      const traversal = await fetch(`${stack.appUrl}/..%2f..%2fpackage.json`);
      expect(await traversal.text()).not.toContain('"workspaces"');
    } finally {
      await stack.stop();
    }
  });

  it('It should run a job held in its queue before the worker ever loaded, once the hold is released', async () => {
    // The worker module loads on its first message, in the restarted poller: that poller must run in the stack's
    // base context (its batch processor writes to the invoke store at import), or the job never runs.
    const stack = await startTestStack();
    try {
      const { token } = await signedInUser(stack, 'held@example.com');
      const release = await stack.holdQueue('generate');
      let projectId = '';
      try {
        const gen = await stack.api<{ project_id: string }>('POST', '/api/generate', {
          business_name: 'Held Bakery', description: 'Sourdough and pastries baked every morning.',
          industry: 'Food & Restaurant', target_audience: 'Neighbours',
        }, { token });
        expect(gen.status).toBe(202);
        projectId = gen.body.project_id;
        const held = await stack.api<{ status: string }>('GET', `/api/project/${projectId}`, undefined, { token });
        expect(held.body.status).toBe('generating');
      } finally {
        release();
      }
      const status = await eventually(async () => {
        const s = (await stack.api<{ status: string }>('GET', `/api/project/${projectId}`, undefined, { token })).body.status;
        return s === 'generating' ? undefined : s;
      }, 30_000);
      expect(status).toBe('ready');
    } finally {
      await stack.stop();
    }
  }, 60_000);
});
