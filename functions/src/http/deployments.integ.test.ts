import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDocumentDb, type DocumentDb } from '@sitewright/data';
import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import { siteBaseName } from '@sitewright/deploy/naming';
import { startTestStack } from '../../local/test-stack';
import { eventually, fetchSite, signedInUser } from '../../local/test-users';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let db: DocumentDb;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let work: string;
type Progress = { progress: { status: string; currentStep: number; percentage: number; logs: { level: string; message: string }[] }; deployment: { url: string; error_message: string | null; metadata: { github_repo: string; github_url: string } } };

beforeAll(async () => {
  stack = await startTestStack({}, undefined, { visibilityTimeoutS: 1 });
  db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
  alice = await signedInUser(stack, 'alice@example.com', 'Alice Liddell');
  bob = await signedInUser(stack, 'bob@example.com', 'Bob Builder');
  work = await mkdtemp(join(tmpdir(), 'sw-clone-'));
}, 60_000);
afterAll(async () => {
  await stack.stop();
  await rm(work, { recursive: true, force: true });
});

async function readyProject(name = 'Casa Nonna', token = alice.token) {
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', { business_name: name, industry: 'Food & Restaurant', description: 'Family trattoria.', target_audience: 'Families' }, { token });
  return eventually(async () => {
    const p = await stack.api<{ status: string }>('GET', `/api/project/${r.body.project_id}`, undefined, { token });
    return p.body.status === 'ready' ? r.body.project_id : undefined;
  });
}
const progress = (id: string, token = alice.token) => stack.api<Progress>('GET', `/api/deployment/${id}/progress`, undefined, { token });
const finished = (id: string) => eventually(async () => {
  const p = await progress(id);
  return p.body.progress.status !== 'deploying' ? p.body : undefined;
}, 20_000);
// Async on purpose: git talks HTTP to the stack running in this very process, so a sync call would deadlock.
const git = async (...args: string[]) => (await promisify(execFile)('git', args, { cwd: work, timeout: 20_000 })).stdout.trim();

describe('enhanced deployment end to end (dynalite + local-aws-sqs + local git and bucket hosts)', () => {
  it('It should reach deployed, serve the live URL, hold the site in a cloneable repository, and add a commit only when a redeploy changes something', async () => {
    const pid = await readyProject();
    const start = await stack.api<{ success: boolean; deployment_id: string; message: string }>('POST', '/api/deploy/enhanced', { project_id: pid }, { token: alice.token });
    expect(start.status).toBe(202);
    expect(start.body).toMatchObject({ success: true, message: 'Deployment started' });
    const done = await finished(start.body.deployment_id);
    expect(done.progress).toMatchObject({ status: 'deployed', currentStep: 5, percentage: 100 });
    // Issue 21 §4: the site answers at its own address, http://{slug}.localhost:<sites port>/.
    expect(done.deployment.url).toMatch(/^http:\/\/casa-nonna-[0-9a-f]{6}\.localhost:\d+\/$/);
    const live = await fetchSite(done.deployment.url);
    expect(live.status).toBe(200);
    expect(live.text).toContain('Casa Nonna');
    await git('clone', '-q', done.deployment.metadata.github_url, 'site');
    expect((await git('-C', 'site', 'ls-files')).split('\n')).toEqual(expect.arrayContaining(['index.html', 'README.md', '404.html', 'robots.txt', 'sitemap.xml']));
    expect(await git('-C', 'site', 'rev-list', '--count', 'HEAD')).toBe('1');
    expect((await stack.api<{ deployed_url: string }>('GET', `/api/project/${pid}`, undefined, { token: alice.token })).body.deployed_url).toBe(done.deployment.url);

    const redeploy = async () => {
      const again = await stack.api('POST', `/api/deployment/${start.body.deployment_id}/redeploy`, undefined, { token: alice.token });
      expect(again.status).toBe(202);
      expect((await finished(start.body.deployment_id)).progress.status).toBe('deployed');
      await git('-C', 'site', 'pull', '-q');
      return git('-C', 'site', 'rev-list', '--count', 'HEAD');
    };
    // Unchanged content: no commit whose tree equals its parent's (issue 18).
    expect(await redeploy()).toBe('1');
    const { version } = (await stack.api<{ version: number }>('GET', `/api/project/${pid}`, undefined, { token: alice.token })).body;
    expect((await stack.api('POST', `/api/project/${pid}/edits`, { version, edit: { op: 'text', path: 'hero.heading', value: 'Pasta made by hand' } }, { token: alice.token })).status).toBe(200);
    expect(await redeploy()).toBe('2');

    const manage = await stack.api<{ management: { deployment: { id: string; status: string }; management_options: unknown; gcp_info: { github_repo: string } } }>('GET', `/api/deployment/${pid}/manage`, undefined, { token: alice.token });
    expect(manage.body.management).toMatchObject({ deployment: { id: start.body.deployment_id, status: 'deployed' }, management_options: { can_redeploy: true, can_delete: true }, gcp_info: { github_repo: done.deployment.metadata.github_repo } });
  });

  it('It should leave one repository and one commit when the same job is delivered twice', async () => {
    const pid = await readyProject('Twice Delivered');
    const start = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: pid }, { token: alice.token });
    const item = (await db.GetItem({ TableName: 'sitewright-local-deployments', Key: { id: start.body.deployment_id } })).Item;
    await stack.queues.sqs.send(new SendMessageCommand({ QueueUrl: stack.queues.urls.deploy, MessageBody: JSON.stringify({ type: 'deploy', deployment_id: start.body.deployment_id, job_id: item?.job_id }) }));
    const done = await finished(start.body.deployment_id);
    await new Promise((r) => setTimeout(r, 1500));
    expect(done.progress.status).toBe('deployed');
    const repoDir = join(stack.dataDir, 'git', `${done.deployment.metadata.github_repo}.git`);
    expect(execFileSync('git', ['--git-dir', repoDir, 'rev-list', '--count', 'main']).toString().trim()).toBe('1');
  });

  it('It should fail a deployment that always fails and move its message to the DLQ', async () => {
    const pid = await readyProject('Always Broken');
    const buckets = join(stack.dataDir, 'buckets');
    await mkdir(buckets, { recursive: true });
    await writeFile(join(buckets, `sitewright-${siteBaseName('Always Broken', pid)}`), 'a file where the bucket folder should be');
    const start = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: pid }, { token: alice.token });
    const done = await finished(start.body.deployment_id);
    expect(done.progress.status).toBe('failed');
    expect(done.deployment.error_message).toMatch(/Could not prepare the local bucket/);
    expect(done.progress.logs.filter((l) => l.level === 'WARNING').length).toBeGreaterThanOrEqual(2);
    const dlq = await eventually(async () => {
      const out = await stack.queues.sqs.send(new ReceiveMessageCommand({ QueueUrl: stack.queues.dlqUrls.deploy, WaitTimeSeconds: 1 }));
      return out.Messages?.find((m) => m.Body?.includes(start.body.deployment_id));
    });
    expect(dlq).toBeDefined();
    expect((await stack.api('POST', '/api/deploy/enhanced', { project_id: pid }, { token: alice.token })).status).toBe(202); // the lock was released
  }, 40_000);
});

describe('deployment bad input', () => {
  it('It should refuse unknown, foreign, empty and already-deploying projects and bad domains with the right status', async () => {
    const pid = await readyProject('Guarded');
    expect((await stack.api('POST', '/api/deploy/enhanced', { project_id: 'prj_unknown' }, { token: alice.token })).status).toBe(404);
    expect((await stack.api('POST', '/api/deploy/enhanced', { project_id: pid }, { token: bob.token })).status).toBe(404);
    const bad = await stack.api('POST', '/api/deploy/enhanced', { project_id: pid, custom_domain: 'not a domain!' }, { token: alice.token });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.detail)).toMatch(/custom_domain/);
    expect((await stack.api('POST', '/api/deploy/enhanced', { project_id: pid, platform: 'azure' }, { token: alice.token })).status).toBe(422);

    // A project still generating (no html_content yet), written directly so no worker can finish it first.
    const stored = (await db.GetItem({ TableName: 'sitewright-local-projects', Key: { id: pid } })).Item;
    const emptyId = 'prj_0000eeee-0000-4000-8000-000000000001';
    await db.PutItem({ TableName: 'sitewright-local-projects', Item: { ...stored, id: emptyId, status: 'generating', html_content: null, css_content: null, js_content: null, site: null, job_id: 'gen_none' } });
    const empty = await stack.api('POST', '/api/deploy/enhanced', { project_id: emptyId }, { token: alice.token });
    expect([empty.status, empty.body.detail]).toEqual([400, 'This project has no content to deploy. Please generate the landing page first.']);

    const first = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: pid, custom_domain: '  ' }, { token: alice.token });
    expect(first.status).toBe(202);
    const second = await stack.api('POST', '/api/deploy/basic', { project_id: pid }, { token: alice.token });
    expect([second.status, second.body.detail]).toEqual([409, 'This project is already being deployed. Wait for that deployment to finish.']);
    await finished(first.body.deployment_id);
    expect((await progress(first.body.deployment_id, bob.token)).status).toBe(404);
    expect((await stack.api('DELETE', `/api/deployment/${first.body.deployment_id}`, undefined, { token: bob.token })).status).toBe(404);
    expect((await stack.api('DELETE', `/api/deployment/${first.body.deployment_id}`, undefined, { token: alice.token })).status).toBe(200);
    expect((await stack.api('POST', `/api/deployment/${first.body.deployment_id}/redeploy`, undefined, { token: alice.token })).status).toBe(404);
    expect((await stack.api('GET', `/api/deployment/${pid}/manage`, undefined, { token: alice.token })).status).toBe(404);
  });

  it('It should answer 403 with SPEC §6 text for a published template the caller does not own', async () => {
    const pid = await readyProject('Gallery Piece');
    await stack.api('POST', `/api/project/${pid}/publish`, { category: 'hero-sections' }, { token: alice.token });
    const r = await stack.api('POST', '/api/deploy/enhanced', { project_id: pid }, { token: bob.token });
    expect([r.status, r.body.detail]).toEqual([403, 'You can only deploy projects that you have created. This project was created by another user.']);
  });

  it('It should run a basic deployment without a repository and serve a ZIP of the site', async () => {
    const pid = await readyProject('Basic Bistro');
    const start = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/basic', { project_id: pid }, { token: alice.token });
    const done = await finished(start.body.deployment_id);
    expect(done.progress.status).toBe('deployed');
    expect(done.deployment.metadata.github_repo).toBeNull();
    const zip = await fetch(`${stack.appUrl}/api/project/${pid}/archive`, { headers: { authorization: `Bearer ${alice.token}` } });
    expect([zip.status, zip.headers.get('content-type'), zip.headers.get('content-disposition')]).toEqual([200, 'application/zip', 'attachment; filename="basic-bistro.zip"']);
    expect(Buffer.from(await zip.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    const platforms = await stack.api<{ platforms: { id: string }[] }>('GET', '/api/deploy/platforms');
    expect(platforms.body.platforms.map((p) => p.id)).toEqual(['gcs', 'zip']);
  });
});
