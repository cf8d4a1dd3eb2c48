/**
 * Issue 18: a crash loses no job. The real `npm start` entry (functions/local/main.ts) in a child process,
 * killed with SIGKILL right after the API accepted a deploy and a generation, then started again on the
 * same data folder: the reconciler re-enqueues what the in-memory queues lost, and both jobs end.
 * Also: a job whose message sits in the dead-letter queue ends its record `failed`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { createDocumentDb } from '@sitewright/data';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import { apiClient, startTestStack } from './test-stack';
import { startMainProcess, type MainProcess } from './testing/main-process';
import { eventually, signedInUser } from './test-users';

const ROOT = resolve(__dirname, '..', '..');

/** Starts main.ts on free ports with `dataDir`; resolves once it prints its address. */
const startMain = (dataDir: string, env: Record<string, string> = {}): Promise<MainProcess> => startMainProcess(ROOT, {
  PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '0', SITES_PORT: '0', NODE_ENV: 'test',
  PASSWORD_SCRYPT_LOG_N: '10', LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...env,
});

/** SIGKILL to the whole process group: no shutdown code runs. */
async function kill(r: MainProcess): Promise<void> {
  const exited = new Promise((res) => r.child.once('exit', res));
  process.kill(-r.child.pid!, 'SIGKILL');
  await exited;
}

const brief = { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family trattoria in Lisbon.', target_audience: 'Families' };

describe('crash recovery (issue 18)', () => {
  let dataDir: string;
  const running: MainProcess[] = [];
  beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'sw-crash-')); });
  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) await kill(r);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('It should finish a deploy and a generation accepted just before the process was SIGKILLed, after a restart, with one repository and one commit', async () => {
    // 1. A user and a ready project.
    const a = await startMain(dataDir);
    running.push(a);
    let c = apiClient(a.appUrl);
    const user = await signedInUser(c, 'crash@example.com', 'Crash Test');
    const gen = await c.api<{ project_id: string }>('POST', '/api/generate', brief, { token: user.token });
    const pid = gen.body.project_id;
    await eventually(async () => ((await c.api<{ status: string }>('GET', `/api/project/${pid}`, undefined, { token: user.token })).body.status === 'ready' ? true : undefined), 60_000);
    await kill(a);

    // 2. Jobs held back in the queue, then the whole process group killed right after the 202s.
    const b = await startMain(dataDir, { LOCAL_QUEUE_DELAY_S: '30' });
    running.push(b);
    c = apiClient(b.appUrl);
    const dep = await c.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: pid, platform: 'gcp' }, { token: user.token });
    expect(dep.status).toBe(202);
    const gen2 = await c.api<{ project_id: string }>('POST', '/api/generate', { ...brief, business_name: 'Casa Nonna Two' }, { token: user.token });
    expect(gen2.status).toBe(202);
    await kill(b);

    // 3. Restarted: the reconciler re-enqueues both at start, so both end (the waits below bound it).
    const r = await startMain(dataDir);
    running.push(r);
    c = apiClient(r.appUrl);
    const progress = () => c.api<{ progress: { status: string; currentStep: number } }>('GET', `/api/deployment/${dep.body.deployment_id}/progress`, undefined, { token: user.token });
    const end = await eventually(async () => { const p = (await progress()).body.progress; return p.status !== 'deploying' ? p : undefined; }, 60_000, 250);
    expect(end).toMatchObject({ status: 'deployed', currentStep: 5 });
    const second = await eventually(async () => { const p = (await c.api<{ status: string }>('GET', `/api/project/${gen2.body.project_id}`, undefined, { token: user.token })).body; return p.status !== 'generating' ? p : undefined; }, 60_000, 250);
    expect(second.status).toBe('ready');

    const repos = await readdir(join(dataDir, 'git', 'sitewright'));
    expect(repos).toHaveLength(1);
    const commits = () => execFileSync('git', ['--git-dir', join(dataDir, 'git', 'sitewright', repos[0]!), 'rev-list', '--count', 'HEAD']).toString().trim();
    expect(commits()).toBe('1');

    // 4. A retry works: a redeploy of the same content ends deployed, still one commit.
    expect((await c.api('POST', `/api/deployment/${dep.body.deployment_id}/redeploy`, undefined, { token: user.token })).status).toBe(202);
    expect(await eventually(async () => { const p = (await progress()).body.progress; return p.status !== 'deploying' ? p.status : undefined; }, 30_000, 250)).toBe('deployed');
    expect(commits()).toBe('1');
  }, 240_000);
});

describe('dead-lettered jobs (issue 18)', () => {
  it('It should end the record of a job whose message is in the DLQ failed, with a message and a working retry', async () => {
    const stack = await startTestStack({ RECONCILE_INTERVAL_S: '1' }, undefined, { deliveryDelayS: 3 });
    try {
      const user = await signedInUser(stack, 'dlq@example.com', 'Dead Letter');
      const gen = await stack.api<{ project_id: string }>('POST', '/api/generate', brief, { token: user.token });
      const pid = gen.body.project_id;
      const db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
      const { job_id: jobId } = (await db.GetItem({ TableName: 'sitewright-local-projects', Key: { id: pid } })).Item as { job_id: string };
      // A body that is no job message sits in the DLQ too: skipped, it stops nothing.
      await stack.queues.sqs.send(new SendMessageCommand({ QueueUrl: stack.queues.dlqUrls.generate, MessageBody: 'not json' }));
      // The job's message as SQS moves it after its last failed receive (the real one is still delayed).
      await stack.queues.sqs.send(new SendMessageCommand({ QueueUrl: stack.queues.dlqUrls.generate, MessageBody: JSON.stringify({ type: 'generate', project_id: pid, job_id: jobId }) }));
      const p = await eventually(async () => {
        const body = (await stack.api<{ status: string; error: string | null }>('GET', `/api/project/${pid}`, undefined, { token: user.token })).body;
        return body.status !== 'generating' ? body : undefined;
      }, 15_000);
      expect(p).toMatchObject({ status: 'failed', error: 'The job kept failing and was stopped. Please try again.' });
      // The delayed original now arrives and finds nothing to do; a new generation (the retry) works.
      const retry = await stack.api<{ project_id: string }>('POST', '/api/generate', brief, { token: user.token });
      expect(retry.status).toBe(202);
      expect(await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${retry.body.project_id}`, undefined, { token: user.token })).body.status === 'ready' ? 'ready' : undefined), 20_000)).toBe('ready');
      expect((await stack.api<{ status: string }>('GET', `/api/project/${pid}`, undefined, { token: user.token })).body.status).toBe('failed');
    } finally {
      await stack.stop();
    }
  }, 60_000);
});
