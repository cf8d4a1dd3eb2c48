import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeploymentRecord } from '@sitewright/core/deployments/ports';
import type { ProjectRecord } from '@sitewright/core/projects/ports';
import { createManualClock } from '@sitewright/core/testing/fakes';
import { createMemoryBlobStore, createMemoryDeploymentRepository, createMemoryJobLedger, createMemoryProjectRepository } from '@sitewright/core/testing/memory-repos';
import { removeDomain } from '@sitewright/core/deployments/domains';
import { runDomainJob } from './domains';
import { createLocalEdge } from './local-edge';
import { createLocalGitHost } from './local-git-host';
import { createLocalSiteHost } from './local-site-host';
import { runDeployment, type PipelineDeps } from './pipeline';
import { HostError } from './ports';
import { ConflictError } from '@sitewright/core/errors';
import { deleteDeployment, redeploy, startDeployment, SUPERSEDED } from '@sitewright/core/deployments/use-cases';
import { reconcileJobs } from '@sitewright/core/jobs/reconcile';
import { JOB_MAX_ATTEMPTS, JOB_STALE_AFTER_MS } from '@sitewright/core/limits';
import type { DeployJob, DomainJob, JobMessage } from '@sitewright/core/schemas/jobs';
import type { LiveMessage } from '@sitewright/core/schemas/live';

const PROJECT_ID = 'prj_1a2b3c4d-0000-4000-8000-000000000001';
let dir: string;
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'sw-pipeline-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

function project(): ProjectRecord {
  return {
    id: PROJECT_ID, user_id: 'usr_1', business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Trattoria', target_audience: 'Families',
    key_features: [], color_scheme: null, style_preference: 'modern', logo_url: null, template_id: null,
    html_content: '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>Casa Nonna</h1><script src="script.js" defer></script></body></html>',
    css_content: 'body{margin:0}', js_content: 'console.log(1)', site: {}, status: 'ready', error: null, created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z', deployed_url: null, version: 0, published: false, category: null, job_id: null, assets: {},
  };
}
function deployment(kind: 'enhanced' | 'basic' = 'enhanced', job = 'job_1'): DeploymentRecord {
  return {
    id: 'dep_1', project_id: PROJECT_ID, user_id: 'usr_1', platform: kind === 'enhanced' ? 'gcp' : 'gcs', kind, status: 'deploying', url: null, error_message: null,
    created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', custom_domain: null, metadata: { github_repo: null, github_url: null },
    logs: [], current_step: 0, steps: {}, job_id: job, version: 0,
  };
}
async function setup() {
  const projects = createMemoryProjectRepository();
  const deployments = createMemoryDeploymentRepository();
  await projects.create(project());
  const git = createLocalGitHost({ root: join(dir, 'git'), cloneBaseUrl: 'http://localhost/git' });
  const site = createLocalSiteHost({ root: join(dir, 'buckets'), sitesOrigin: 'http://localhost:3001' });
  const deps: PipelineDeps = { projects, deployments, blobs: createMemoryBlobStore(), git, site, clock: createManualClock(), jobs: createMemoryJobLedger() };
  return { deps, projects, deployments, git, site };
}
const commits = (gitdir: string) => execFileSync('git', ['--git-dir', gitdir, 'rev-list', '--count', 'main']).toString().trim();

describe('deploy pipeline (local git and bucket hosts)', () => {
  it('It should run the five steps in order, publish hashed assets before index.html, and record the URL', async () => {
    const { deps, deployments, projects, git, site } = await setup();
    await deployments.create(deployment());
    expect(await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false)).toBe('done');
    const d = await deployments.get('dep_1');
    expect(d).toMatchObject({ status: 'deployed', current_step: 5, url: 'http://localhost:3001/live/sitewright-casa-nonna-1a2b3c/', metadata: { github_repo: 'sitewright/casa-nonna-1a2b3c' } });
    expect(d?.logs.map((l) => l.level)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS']);
    expect((await projects.get(PROJECT_ID))?.deployed_url).toBe(d?.url);
    const index = await site.readObject('sitewright-casa-nonna-1a2b3c', 'index.html');
    expect(index?.body.toString()).toMatch(/href="assets\/style\.[0-9a-f]{8}\.css"/);
    expect(index?.meta.cacheControl).toBe('public, max-age=60, must-revalidate');
    expect(commits(git.gitdir('sitewright/casa-nonna-1a2b3c'))).toBe('1');
  });

  it('It should serve the site at its own address through the edge, and refresh only / and /index.html on a redeploy (issue 21)', async () => {
    const { deps, deployments, projects } = await setup();
    const edge = createLocalEdge({ root: join(dir, 'edge'), sitesOrigin: 'http://localhost:3001' });
    deps.edge = edge;
    await deployments.create(deployment());
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false);
    const first = await deployments.get('dep_1');
    expect(first).toMatchObject({ status: 'deployed', url: 'http://casa-nonna-1a2b3c.localhost:3001/' });
    expect(first?.logs.map((l) => l.message)).toContain('casa-nonna-1a2b3c.localhost:3001 is routed to the bucket');
    expect(await edge.resolveHost('casa-nonna-1a2b3c.localhost:3001')).toBe('sitewright-casa-nonna-1a2b3c');
    expect(await edge.resolveHost('other.localhost')).toBeNull();
    expect(edge.invalidations).toEqual([]); // nothing cached yet
    expect((await projects.get(PROJECT_ID))?.deployed_url).toBe('http://casa-nonna-1a2b3c.localhost:3001/');

    await deployments.create({ ...deployment('enhanced', 'job_2'), id: 'dep_2' });
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_2', job_id: 'job_2' }, false);
    expect(edge.invalidations).toEqual([{ host: 'casa-nonna-1a2b3c.localhost', path: '/' }, { host: 'casa-nonna-1a2b3c.localhost', path: '/index.html' }]);
    expect((await deployments.get('dep_2'))?.logs.map((l) => l.message)).toContain('Refreshed / and /index.html at the CDN (hashed assets keep their cache)');
  });

  it('It should keep a site\'s address, repository and custom domain when the business is renamed and the site redeployed', async () => {
    const { deps, deployments, projects } = await setup();
    const edge = createLocalEdge({ root: join(dir, 'edge'), sitesOrigin: 'http://localhost:3001' });
    const sent: JobMessage[] = [];
    const queue = { send: async (m: JobMessage) => { sent.push(m); } };
    Object.assign(deps, { edge, queue });
    await deployments.create({ ...deployment(), custom_domain: 'www.casanonna.example' });
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false);
    const dns = { cname: async (name: string) => (name === 'www.casanonna.example' ? ['casa-nonna-1a2b3c.localhost'] : []) };
    await runDomainJob({ ...deps, queue, dns }, sent[0] as DomainJob);
    expect((await deployments.get('dep_1'))?.domain?.state).toBe('active');

    // Renamed, then redeployed from the deployment page.
    const p = (await projects.get(PROJECT_ID))!;
    await projects.update({ ...p, business_name: 'Nonna Rosa' });
    const udeps = { jobs: deps.jobs, deployments, projects, queue, clock: deps.clock };
    await redeploy(udeps, 'usr_1', 'dep_1');
    expect(await runDeployment(deps, sent.at(-1) as DeployJob, false)).toBe('done');
    const d = await deployments.get('dep_1');
    // Same address and repository; the CDN refreshed at that address; the domain still leads to the site's bucket.
    expect(d).toMatchObject({ status: 'deployed', url: 'http://casa-nonna-1a2b3c.localhost:3001/', metadata: { github_repo: 'sitewright/casa-nonna-1a2b3c' }, steps: { site: 'casa-nonna-1a2b3c' } });
    expect(edge.invalidations.at(-1)).toEqual({ host: 'casa-nonna-1a2b3c.localhost', path: '/index.html' });
    expect(await edge.resolveHost('www.casanonna.example')).toBe('sitewright-casa-nonna-1a2b3c');
    expect(await edge.resolveHost('nonna-rosa-1a2b3c.localhost:3001')).toBeNull();
    // A later domain step (Check again) works on the same site.
    await removeDomain(udeps, 'usr_1', 'dep_1');
    await runDomainJob({ ...deps, queue, dns }, sent.at(-1) as DomainJob);
    expect(await edge.resolveHost('www.casanonna.example')).toBeNull();
  });

  it('It should serve a site deployed with a custom domain at its edge address and start the domain\'s setup', async () => {
    const { deps, deployments } = await setup();
    const edge = createLocalEdge({ root: join(dir, 'edge'), sitesOrigin: 'http://localhost:3001' });
    const sent: JobMessage[] = [];
    Object.assign(deps, { edge, queue: { send: async (m: JobMessage) => { sent.push(m); } } });
    await deployments.create({ ...deployment(), custom_domain: 'www.casanonna.example' });
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false);
    const d = await deployments.get('dep_1');
    expect(d?.url).toBe('http://casa-nonna-1a2b3c.localhost:3001/');
    expect(d?.domain).toMatchObject({ name: 'www.casanonna.example', state: 'waiting_for_dns' });
    expect(sent).toEqual([expect.objectContaining({ type: 'domain', deployment_id: 'dep_1', action: 'add' })]);
    expect(d?.logs.some((l) => l.message.includes('c.storage.googleapis.com'))).toBe(false);
  });

  it('It should leave the site deployed and the domain unset, to add again, when the queue refuses the domain\'s setup', async () => {
    const { deps, deployments } = await setup();
    const edge = createLocalEdge({ root: join(dir, 'edge'), sitesOrigin: 'http://localhost:3001' });
    Object.assign(deps, { edge, queue: { send: async () => { throw new Error('SQS down'); } } });
    await deployments.create({ ...deployment(), custom_domain: 'www.casanonna.example' });
    expect(await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false)).toBe('done');
    const d = await deployments.get('dep_1');
    expect(d).toMatchObject({ status: 'deployed', url: 'http://casa-nonna-1a2b3c.localhost:3001/' });
    expect(d?.domain ?? null).toBeNull();
    expect(await deployments.lockHolder(PROJECT_ID)).toBeNull();
  });

  it('It should tell the live channel each step\'s progress and the statuses, in order', async () => {
    const { deps, deployments } = await setup();
    const heard: LiveMessage[] = [];
    deps.live = { publish: async (_project, messages) => { heard.push(...messages); } };
    await deployments.create(deployment());
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false);
    expect(heard.filter((m) => m.type === 'progress').map((m) => m.value)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(heard.filter((m) => m.type === 'status').map((m) => m.value)).toEqual(['deploying', 'deployed']);
  });

  it('It should keep a custom domain on its domain-named bucket when there is no edge', async () => {
    const { deps, deployments } = await setup();
    await deployments.create({ ...deployment(), custom_domain: 'www.casanonna.example' });
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false);
    expect((await deployments.get('dep_1'))?.url).toBe('http://localhost:3001/live/www.casanonna.example/');
  });

  it('It should finish a job that crashed after pushing with one repository and one commit', async () => {
    const { deps, deployments, git } = await setup();
    await deployments.create(deployment());
    const realUpdate = deployments.update.bind(deployments);
    let crashed = false;
    deployments.update = async (x) => {
      if (!crashed && x.current_step === 3) { crashed = true; throw new Error('Lambda timed out'); }
      return realUpdate(x);
    };
    await expect(runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false)).rejects.toThrow('Lambda timed out');
    expect(await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false)).toBe('done');
    expect((await deployments.get('dep_1'))?.status).toBe('deployed');
    expect(commits(git.gitdir('sitewright/casa-nonna-1a2b3c'))).toBe('1');
    expect(execFileSync('ls', [join(dir, 'git', 'sitewright')]).toString().trim().split('\n')).toEqual(['casa-nonna-1a2b3c.git']);
  });

  it('It should skip a duplicate delivery, add no commit for a redeploy of unchanged content, and one for changed content', async () => {
    const { deps, deployments, git, projects } = await setup();
    await deployments.create(deployment());
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false);
    expect(await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false)).toBe('skipped');
    const redeploy = async (job: string) => {
      const d = await deployments.get('dep_1') as DeploymentRecord;
      await deployments.update({ ...d, status: 'deploying', current_step: 0, job_id: job, steps: { repo: d.steps.repo, bucket: d.steps.bucket } });
      await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: job }, false);
      return deployments.get('dep_1') as Promise<DeploymentRecord>;
    };
    // The same files: no commit whose tree equals its parent's (issue 18), and the log says so.
    const same = await redeploy('job_2');
    expect(commits(git.gitdir('sitewright/casa-nonna-1a2b3c'))).toBe('1');
    expect([same.status, same.logs.some((l) => l.message.startsWith('Nothing new to push; kept commit'))]).toEqual(['deployed', true]);
    const p = (await projects.get(PROJECT_ID))!;
    await projects.update({ ...p, html_content: p.html_content!.replace('<h1>Casa Nonna</h1>', '<h1>Casa Nonna, since 1987</h1>') });
    await redeploy('job_3');
    expect(commits(git.gitdir('sitewright/casa-nonna-1a2b3c'))).toBe('2');
  });

  it('It should skip the repository steps for a basic deployment', async () => {
    const { deps, deployments } = await setup();
    await deployments.create(deployment('basic'));
    await runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false);
    const d = await deployments.get('dep_1');
    expect(d?.status).toBe('deployed');
    expect(d?.metadata.github_repo).toBeNull();
    expect(d?.logs.filter((l) => l.message.startsWith('Skipped'))).toHaveLength(2);
  });

  it('It should log a transient failure and retry, fail on the last attempt, and fail a permanent one at once', async () => {
    const { deps, deployments } = await setup();
    await deployments.create(deployment());
    await mkdir(join(dir, 'buckets'), { recursive: true });
    await writeFile(join(dir, 'buckets', 'sitewright-casa-nonna-1a2b3c'), 'a file where the bucket folder should be');
    const job = { type: 'deploy' as const, deployment_id: 'dep_1', job_id: 'job_1' };
    await expect(runDeployment(deps, job, false)).rejects.toThrow(HostError);
    expect((await deployments.get('dep_1'))?.status).toBe('deploying');
    expect((await deployments.get('dep_1'))?.logs.at(-1)?.level).toBe('WARNING');
    await expect(runDeployment(deps, job, true)).rejects.toThrow(HostError);
    const failed = await deployments.get('dep_1');
    expect(failed).toMatchObject({ status: 'failed', current_step: 3 });
    expect(failed?.error_message).toMatch(/Could not prepare the local bucket/);
    expect(failed?.logs.at(-1)).toMatchObject({ level: 'ERROR', message: expect.stringMatching(/^Configuring GCP failed/) });

    const other = await setup();
    await other.deployments.create(deployment());
    other.deps.git.ensureRepository = async () => { throw new HostError('GitHub refused the token (401)', false, 401); };
    expect(await runDeployment(other.deps, job, false)).toBe('done');
    expect(await other.deployments.get('dep_1')).toMatchObject({ status: 'failed', error_message: 'GitHub refused the token (401)' });
    expect(await readFile(join(dir, 'buckets', 'sitewright-casa-nonna-1a2b3c'), 'utf8')).toMatch(/a file/);
  });
});

describe('crash mid-step and the job reconciler (issue 18)', () => {
  it('It should resume a deployment whose worker died mid-step once its heartbeat is stale, ending deployed with one commit', async () => {
    const { deps, deployments, git } = await setup();
    const jobs = deps.jobs;
    const sent: JobMessage[] = [];
    const rdeps = { jobs, deployments, projects: deps.projects, queue: { send: async (m: JobMessage) => { sent.push(m); } }, clock: deps.clock };
    await jobs.start({ id: 'job_1', kind: 'deploy', record_id: 'dep_1' }, new Date(deps.clock.now()).toISOString());
    await deployments.create(deployment());
    // The worker dies inside step 3, after pushing: nothing after it runs, no failure is recorded.
    const realUpdate = deployments.update.bind(deployments);
    let crashed = false;
    deployments.update = async (x) => {
      if (!crashed && x.current_step === 3) { crashed = true; throw new Error('SIGKILL'); }
      return realUpdate(x);
    };
    await expect(runDeployment(deps, { type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }, false)).rejects.toThrow('SIGKILL');
    expect((await deployments.get('dep_1'))?.status).toBe('deploying');
    expect((await jobs.get('job_1'))?.attempts).toBe(1);

    // Fresh: nothing to do. Stale: re-enqueued with the same job id.
    expect((await reconcileJobs(rdeps)).stale).toBe(0);
    (deps.clock as ReturnType<typeof createManualClock>).advance(JOB_STALE_AFTER_MS + 1);
    expect(await reconcileJobs(rdeps)).toMatchObject({ stale: 1, requeued: 1, failed: 0 });
    expect(sent).toEqual([{ type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }]);
    // A second run right after finds nothing stale (the re-enqueue beat the ledger).
    expect((await reconcileJobs(rdeps)).stale).toBe(0);

    expect(await runDeployment(deps, sent[0] as DeployJob, false)).toBe('done');
    expect((await deployments.get('dep_1'))?.status).toBe('deployed');
    expect(commits(git.gitdir('sitewright/casa-nonna-1a2b3c'))).toBe('1');
    expect(await jobs.get('job_1')).toBeNull();
  });

  it('It should end a stale deployment failed with a message, release the project lock and let a redeploy run', async () => {
    const { deps, deployments, projects } = await setup();
    const sent: JobMessage[] = [];
    const udeps = { jobs: deps.jobs, deployments, projects, queue: { send: async (m: JobMessage) => { sent.push(m); } }, clock: deps.clock };
    const now = () => new Date(deps.clock.now()).toISOString();
    await deps.jobs.start({ id: 'job_1', kind: 'deploy', record_id: 'dep_1' }, now());
    await deployments.create(deployment());
    await deployments.lockProject(PROJECT_ID, 'dep_1', deps.clock.now(), 3_600_000);
    // Three pickups, each killed before it could record anything.
    for (let i = 0; i < JOB_MAX_ATTEMPTS; i++) await deps.jobs.beat('job_1', now(), true);
    // While the heartbeat is fresh, the deployment counts as running.
    await expect(redeploy(udeps, 'usr_1', 'dep_1')).rejects.toThrow(ConflictError);
    (deps.clock as ReturnType<typeof createManualClock>).advance(JOB_STALE_AFTER_MS + 1);
    expect(await reconcileJobs(udeps)).toMatchObject({ stale: 1, requeued: 0, failed: 1 });
    const d = await deployments.get('dep_1');
    expect(d).toMatchObject({ status: 'failed', error_message: expect.stringMatching(/stopped responding.*after 3 attempts\. Redeploy/) });
    expect(d?.logs.at(-1)).toMatchObject({ level: 'ERROR' });
    expect(await deployments.lockHolder(PROJECT_ID)).toBeNull();
    expect(await redeploy(udeps, 'usr_1', 'dep_1')).toMatchObject({ success: true });
    expect(sent).toHaveLength(1);
    expect(await runDeployment(deps, sent[0] as DeployJob, false)).toBe('done');
  });

  it('It should let Redeploy, Delete and a new deploy take over a deployment whose job went stale, without waiting an hour', async () => {
    const { deps, deployments, projects } = await setup();
    const udeps = { jobs: deps.jobs, deployments, projects, queue: { send: async () => undefined }, clock: deps.clock };
    const first = await startDeployment(udeps, 'usr_1', { project_id: PROJECT_ID, platform: 'gcs' }, 'basic');
    await expect(startDeployment(udeps, 'usr_1', { project_id: PROJECT_ID, platform: 'gcs' }, 'basic')).rejects.toThrow(/already being deployed/);
    await expect(deleteDeployment(udeps, 'usr_1', first.deployment_id)).rejects.toThrow(/still running/);
    (deps.clock as ReturnType<typeof createManualClock>).advance(JOB_STALE_AFTER_MS + 1);
    const second = await startDeployment(udeps, 'usr_1', { project_id: PROJECT_ID, platform: 'gcs' }, 'basic');
    expect((await deployments.get(first.deployment_id))).toMatchObject({ status: 'failed', error_message: SUPERSEDED });
    expect(await deployments.lockHolder(PROJECT_ID)).toBe(second.deployment_id);
    (deps.clock as ReturnType<typeof createManualClock>).advance(JOB_STALE_AFTER_MS + 1);
    expect(await deleteDeployment(udeps, 'usr_1', second.deployment_id)).toEqual({ success: true });
    expect(await deployments.lockHolder(PROJECT_ID)).toBeNull();
  });
});
