import { DEPLOY_STEP_NAMES, type DeploymentLog } from '@sitewright/core/schemas/deployment';
import type { LivePublisher } from '@sitewright/core/live/ports';
import type { LiveMessage } from '@sitewright/core/schemas/live';
import type { DeployJob } from '@sitewright/core/schemas/jobs';
import type { Clock } from '@sitewright/core/ports';
import type { DeploymentRecord, DeploymentRepository } from '@sitewright/core/deployments/ports';
import { requestDomain } from '@sitewright/core/deployments/domains';
import { failDeployment } from '@sitewright/core/deployments/use-cases';
import type { BlobStore, JobQueue, ProjectRepository } from '@sitewright/core/projects/ports';
import { DEPLOY_STEPS } from '@sitewright/core/limits';
import type { JobLedger } from '@sitewright/core/jobs/ports';
import { buildPublishFiles, siteSourceFor } from './bundle';
import { deploymentSiteName } from './naming';
import { HostError, type GitHost, type SiteEdge, type SiteHost } from './ports';

/** What the deploy worker needs. */
export interface PipelineDeps {
  deployments: DeploymentRepository;
  projects: ProjectRepository;
  blobs: BlobStore;
  git: GitHost;
  site: SiteHost;
  clock: Clock;
  /** The job ledger: a heartbeat at pickup and after every step, the entry ended with the job (issue 18). */
  jobs: JobLedger;
  /** Base URL live sites' forms post to (`…/api/forms`); the project id is appended. Unset: forms stay as previewed. */
  formsUrl?: string;
  /** Publishes each step on the project's live channel (issue 19): progress, the step's log lines, the status. */
  live?: LivePublisher;
  /**
   * The HTTPS edge in front of the buckets (issue 21): when set, every site is served at the edge's address
   * (`https://{slug}.{SITES_DOMAIN}/`; npm start `http://{slug}.localhost:3001/`), and a custom domain asked for
   * at deploy time is set up through it afterwards (a domain job on `queue`).
   */
  edge?: SiteEdge;
  queue?: JobQueue;
}

/** Fails the step with a reason a person can act on. */
class StepError extends Error {}

/** The live channel's progress after `step` of the five (as GET …/progress computes its percentage). */
const percent = (step: number) => Math.round((step / DEPLOY_STEPS) * 100);

/**
 * The deploy worker's job (issue 5): the five steps of SPEC §4 in order, recording currentStep,
 * percentage and log lines on the deployment after each, ending `deployed` (url, repository) or
 * `failed` (error_message). Idempotent: a step whose result is recorded is skipped, and the git host
 * refuses to commit twice for one deployment, so a redelivered or crashed job finishes the same
 * deployment with one repository and one commit.
 * Failures: a permanent one (HostError transient=false, or missing content) fails the deployment at
 * once; a transient one is rethrown for SQS to retry, and on the last attempt also fails it (the message
 * then goes to the DLQ).
 * @returns 'done' | 'skipped' (not deploying under this job any more).
 */
export async function runDeployment(deps: PipelineDeps, job: DeployJob, lastAttempt: boolean): Promise<'done' | 'skipped'> {
  let d = await deps.deployments.get(job.deployment_id);
  if (!d || d.status !== 'deploying' || d.job_id !== job.job_id) return 'skipped';
  const at = () => new Date(deps.clock.now()).toISOString();
  const log = (level: DeploymentLog['level'], message: string): DeploymentLog => ({ level, message, timestamp: at() });
  const about = { project_id: d.project_id, deployment_id: d.id };
  const save = async (changes: Partial<DeploymentRecord>, ...lines: DeploymentLog[]) => {
    const before = d as DeploymentRecord;
    d = await deps.deployments.update({ ...before, ...changes, logs: [...before.logs, ...lines], updated_at: at() });
    await deps.jobs.beat(job.job_id, at());
    // The live channel hears of the step the moment it is recorded: each log line, the progress, a new status.
    const step = d.current_step;
    const messages: LiveMessage[] = lines.map((l) => ({ type: 'message', content: l.message, ...about }));
    if (step !== before.current_step) messages.push({ type: 'progress', value: percent(step), message: DEPLOY_STEP_NAMES[step - 1] ?? '', ...about });
    if (d.status !== before.status) messages.push({ type: 'status', value: d.status, ...about });
    await deps.live?.publish(d.project_id, messages);
  };
  await deps.jobs.beat(job.job_id, at(), true);
  await deps.live?.publish(d.project_id, [{ type: 'status', value: 'deploying', ...about }, { type: 'progress', value: percent(d.current_step), message: DEPLOY_STEP_NAMES[d.current_step] ?? '', ...about }]);
  const enhanced = d.kind === 'enhanced';
  try {
    const project = await deps.projects.get(d.project_id);
    if (!project || !project.html_content || !project.css_content || project.js_content === null) {
      throw new StepError('The project has no generated content any more. Generate it again, then redeploy.');
    }
    // The name the first deploy gave the site; a redeploy after the business was renamed keeps its address.
    const base = deploymentSiteName(d, project.business_name);
    const customDomain = d.custom_domain ?? undefined;
    // With the edge, a custom domain asked for at deploy time is served like any other (issue 21 §2): the site
    // at its edge address, and the domain's setup started once it is deployed (the deployment page shows it).
    // Without an edge, the domain names the bucket (GCS website hosting, HTTP only).
    const edge = deps.edge;
    const bucket = deps.site.bucketName(base, edge ? undefined : customDomain);
    const url = edge ? edge.address(base) : deps.site.siteUrl(bucket, customDomain);

    // 1. Creating GitHub Repository
    if (d.current_step < 1) {
      if (enhanced) {
        const repo = d.steps.repo ?? await deps.git.ensureRepository(base, `Website of ${project.business_name}, published by Sitewright`);
        await save({ current_step: 1, steps: { ...d.steps, repo }, metadata: { github_repo: repo.fullName, github_url: repo.url } },
          log('SUCCESS', `Repository ${repo.fullName} is ready`));
      } else {
        await save({ current_step: 1 }, log('INFO', 'Skipped: a basic deployment has no repository'));
      }
    }
    // 2. Preparing Project Files
    const files = buildPublishFiles(await siteSourceFor(deps.blobs, project, { siteUrl: url, repoUrl: d.steps.repo?.url, formsAction: deps.formsUrl && `${deps.formsUrl}/${project.id}` }));
    if (d.current_step < 2) {
      await save({ current_step: 2 }, log('SUCCESS', `Prepared ${files.site.length} files (${kb(files.site)} KB)`));
    }
    // 3. Pushing to GitHub
    if (d.current_step < 3) {
      if (enhanced && d.steps.repo) {
        const { sha, created } = await deps.git.pushCommit(d.steps.repo, files.repo, `Deploy ${project.business_name} (${d.id})`, d.job_id);
        await save({ current_step: 3, steps: { ...d.steps, commit: { sha } } },
          log('SUCCESS', `${created ? 'Pushed' : 'Nothing new to push; kept'} commit ${sha.slice(0, 7)} on ${d.steps.repo.defaultBranch}`));
      } else {
        await save({ current_step: 3 }, log('INFO', 'Skipped: a basic deployment has no repository'));
      }
    }
    // 4. Configuring GCP
    if (d.current_step < 4) {
      await deps.site.ensureSite(bucket);
      const lines = [log('SUCCESS', `Bucket ${bucket} is configured for website hosting with public read access`)];
      if (edge) {
        await edge.publish(base, bucket);
        lines.push(log('SUCCESS', `${new URL(url).host} is routed to the bucket`));
      }
      if (customDomain && !edge) {
        lines.push(log('WARNING', `Create a DNS record: ${customDomain} CNAME c.storage.googleapis.com. The bucket name must match the domain, whose ownership must be verified with Google.`));
        lines.push(log('WARNING', 'Cloud Storage serves custom domains over HTTP only; put a load balancer or CDN in front of the bucket for HTTPS.'));
      }
      await save({ current_step: 4, steps: { ...d.steps, bucket, site: base } }, ...lines);
    }
    // 5. Deploying to GCP (assets before index.html: buildPublishFiles orders them)
    await deps.site.upload(bucket, files.site);
    const refreshed: DeploymentLog[] = [];
    if (edge && project.deployed_url === url) {
      // A redeploy: the CDN may hold the old index.html; hashed assets have new names, so they stay cached.
      await edge.invalidate(base, ['/', '/index.html']);
      refreshed.push(log('INFO', 'Refreshed / and /index.html at the CDN (hashed assets keep their cache)'));
    }
    await save({ current_step: 5, status: 'deployed', url, error_message: null }, ...refreshed, log('SUCCESS', `Deployed: ${url}`));
    await setDeployedUrl(deps, project.id, url);
    const queue = deps.queue;
    if (edge && customDomain && !d.domain && queue) {
      // Starts the domain's setup as the deployment page's Add domain does (issue 21 §2). A failure leaves the
      // site deployed and the domain unset (the use case rolls it back); the owner can add it on that page.
      await requestDomain({ ...deps, queue }, d.user_id, d.id, customDomain).catch(() => undefined);
    }
    await deps.deployments.unlockProject(d.project_id, d.id);
    await deps.jobs.end(job.job_id);
    return 'done';
  } catch (err) {
    const permanent = err instanceof StepError || (err instanceof HostError && !err.transient);
    const message = (err as Error).message || 'Deployment failed';
    if (permanent || lastAttempt) {
      d = await failDeployment(deps, d, message);
      if (permanent) return 'done';
    } else {
      await save({}, log('WARNING', `${message}. Retrying automatically.`));
    }
    throw err;
  }
}

const kb = (files: { content: Uint8Array }[]) => Math.round(files.reduce((n, f) => n + f.content.byteLength, 0) / 102.4) / 10;

/** Records the live URL on the project, re-reading on a concurrent change (improves bump its version). */
async function setDeployedUrl(deps: PipelineDeps, projectId: string, url: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const p = await deps.projects.get(projectId);
    if (!p || p.deployed_url === url) return;
    try {
      await deps.projects.update({ ...p, deployed_url: url, updated_at: new Date(deps.clock.now()).toISOString() });
      return;
    } catch (err) {
      if ((err as { status?: number }).status !== 409) throw err;
    }
  }
}
