import { randomUUID } from 'node:crypto';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UpstreamError, ValidationError } from '../errors';
import { DEPLOY_STEPS } from '../limits';
import type { LivePublisher } from '../live/ports';
import type { Clock } from '../ports';
import type { JobQueue, ProjectRepository } from '../projects/ports';
import { isStale, type JobLedger } from '../jobs/ports';
import { DEPLOY_STEP_NAMES, type DeployRequest } from '../schemas/deployment';
import type { DeploymentKind, DeploymentRecord, DeploymentRepository } from './ports';

/** The ports the deployment use cases take (hexagonal: DynamoDB and SQS adapters in Lambda, fakes in unit tests). */
export interface DeploymentDeps {
  deployments: DeploymentRepository;
  projects: ProjectRepository;
  queue: JobQueue;
  clock: Clock;
  /** In-flight jobs and their heartbeats (issue 18): a stale deploy no longer blocks the project. */
  jobs: JobLedger;
}

/** SPEC §5 and §6 texts. */
export const NO_CONTENT = 'This project has no content to deploy. Please generate the landing page first.';
export const NOT_OWNER = 'You can only deploy projects that you have created. This project was created by another user.';
/** A deploy lock older than this is taken over whatever its holder (a backstop; staleness decides first). */
const STALE_LOCK_MS = 60 * 60 * 1000;

/** The basic deployment options of SPEC §2 Deploy tab, served by the API (issue 5 §6). */
export const BASIC_PLATFORMS = [
  { id: 'gcs', name: 'Google Cloud Storage', description: 'Host the site on Google Cloud Storage (no repository)', kind: 'deploy' },
  { id: 'zip', name: 'Download ZIP', description: 'The site files in one archive', kind: 'download' },
] as const;

const iso = (clock: Clock) => new Date(clock.now()).toISOString();

/** The deployment as the API shows it (SPEC §3). */
export function toDeploymentView(d: DeploymentRecord) {
  return {
    id: d.id, project_id: d.project_id, user_id: d.user_id, platform: d.platform, status: d.status, url: d.url,
    error_message: d.error_message, created_at: d.created_at, updated_at: d.updated_at, custom_domain: d.custom_domain,
    metadata: d.metadata, logs: d.logs, current_step: d.current_step, domain: d.domain ?? null,
  };
}

/** The caller's deployment by id. @throws NotFoundError (404) for another user's or an unknown one. */
export async function ownedDeployment(deps: Pick<DeploymentDeps, 'deployments'>, userId: string, id: string): Promise<DeploymentRecord> {
  const d = id.startsWith('dep_') ? await deps.deployments.get(id) : null;
  if (!d || d.user_id !== userId) throw new NotFoundError('Deployment not found');
  return d;
}

/** The text of a deployment that stopped responding and gave way to a newer one. */
export const SUPERSEDED = 'This deployment stopped responding and was replaced by a newer one.';

/**
 * Whether a `deploying` deployment is really still running: its job's heartbeat is recent (issue 18;
 * jobs/ports.ts `isStale`). A deployment in any other status is not running.
 */
export async function isRunning(deps: Pick<DeploymentDeps, 'jobs' | 'clock'>, d: DeploymentRecord): Promise<boolean> {
  return d.status === 'deploying' && !isStale(await deps.jobs.get(d.job_id), deps.clock.now());
}

/**
 * Takes the project's deploy lock for `deploymentId`. When another deployment holds it, the lock is taken
 * over if that one has finished or its job is stale; a stale one is first ended `failed` (SUPERSEDED), so
 * its job, should it wake, finds nothing to do. @returns false while a live deployment holds it.
 */
async function takeLock(deps: DeploymentDeps, projectId: string, deploymentId: string): Promise<boolean> {
  const now = deps.clock.now();
  if (await deps.deployments.lockProject(projectId, deploymentId, now, STALE_LOCK_MS)) return true;
  const holderId = await deps.deployments.lockHolder(projectId);
  const holder = holderId ? await deps.deployments.get(holderId) : null;
  if (holder && (await isRunning(deps, holder))) return false;
  if (holder && holder.status === 'deploying') await failDeployment(deps, holder, SUPERSEDED);
  return deps.deployments.lockProject(projectId, deploymentId, now, STALE_LOCK_MS, holderId ?? undefined);
}

/**
 * Ends a deployment `failed` with `message` (the checklist shows "<step> failed: <message>" as the last log
 * line), releases the project's deploy lock and forgets its job: the one way a deployment fails, used by
 * the deploy worker, the reconciler and a takeover of a stale deployment.
 * @returns the stored record. @throws ConflictError when the record changed meanwhile (versioned write).
 */
export async function failDeployment(deps: Pick<DeploymentDeps, 'deployments' | 'jobs' | 'clock'> & { live?: LivePublisher }, d: DeploymentRecord, message: string): Promise<DeploymentRecord> {
  const now = iso(deps.clock);
  const step = DEPLOY_STEP_NAMES[Math.min(d.current_step, DEPLOY_STEP_NAMES.length - 1)];
  const line = `${step} failed: ${message}`;
  const saved = await deps.deployments.update({
    ...d, status: 'failed', error_message: message, updated_at: now,
    logs: [...d.logs, { level: 'ERROR', message: line, timestamp: now }],
  });
  await deps.deployments.unlockProject(d.project_id, d.id);
  await deps.jobs.end(d.job_id);
  const about = { project_id: d.project_id, deployment_id: d.id };
  await deps.live?.publish(d.project_id, [{ type: 'message', content: line, ...about }, { type: 'status', value: 'failed', ...about }]);
  return saved;
}

/** Queues a job for the deployment (ledger first); on failure the caller's state is rolled back by `undo`. */
async function queueJob(deps: DeploymentDeps, d: DeploymentRecord, undo: () => Promise<void>) {
  try {
    await deps.queue.send({ type: 'deploy', deployment_id: d.id, job_id: d.job_id });
  } catch (err) {
    await deps.jobs.end(d.job_id);
    await undo();
    throw new UpstreamError(`Could not queue the deployment; please try again. (${(err as Error).message})`, 503);
  }
}

/**
 * POST /api/deploy/enhanced and /api/deploy/basic (SPEC §7, issue 5): ownership and content checks, a
 * deployment record (`deploying`, step 0 of 5), a job on the deploy queue.
 * @throws NotFoundError (404) unknown or someone else's project; ForbiddenError (403, SPEC §6) a published
 *   template the caller doesn't own; BadRequestError (400, SPEC §5) no content; ConflictError (409) a
 *   deploy of this project is already running; ValidationError (422) a platform that doesn't fit the kind.
 */
export async function startDeployment(deps: DeploymentDeps, userId: string, req: DeployRequest, kind: DeploymentKind) {
  const expected = kind === 'enhanced' ? 'gcp' : 'gcs';
  if (req.platform !== expected) {
    throw new ValidationError([{ loc: ['body', 'platform'], msg: `platform: must be "${expected}" for a${kind === 'enhanced' ? 'n enhanced' : ' basic'} deployment`, type: 'value_error' }]);
  }
  const project = await deps.projects.get(req.project_id);
  if (!project || (project.user_id !== userId && !project.published)) throw new NotFoundError('Project not found');
  if (project.user_id !== userId) throw new ForbiddenError(NOT_OWNER);
  if (!project.html_content || project.status !== 'ready') throw new BadRequestError(NO_CONTENT);
  const now = iso(deps.clock);
  const d: DeploymentRecord = {
    id: `dep_${randomUUID()}`, project_id: project.id, user_id: userId, platform: req.platform, kind, status: 'deploying',
    url: null, error_message: null, created_at: now, updated_at: now, custom_domain: kind === 'enhanced' ? req.custom_domain ?? null : null,
    metadata: { github_repo: null, github_url: null }, logs: [{ level: 'INFO', message: 'Deployment queued', timestamp: now }],
    current_step: 0, steps: {}, job_id: `job_${randomUUID()}`, version: 0,
  };
  if (!(await takeLock(deps, project.id, d.id))) {
    throw new ConflictError('This project is already being deployed. Wait for that deployment to finish.');
  }
  // The ledger entry before the record: a `deploying` record without one reads as stale (jobs/ports.ts).
  await deps.jobs.start({ id: d.job_id, kind: 'deploy', record_id: d.id }, now);
  await deps.deployments.create(d);
  await queueJob(deps, d, async () => {
    await deps.deployments.delete(d.id);
    await deps.deployments.unlockProject(project.id, d.id);
  });
  return { success: true, deployment_id: d.id, message: 'Deployment started', url: project.deployed_url };
}

/** GET /api/deployment/{id}/progress (SPEC §3 Deployment progress). @throws NotFoundError. */
export async function getProgress(deps: DeploymentDeps, userId: string, id: string) {
  const d = await ownedDeployment(deps, userId, id);
  return {
    success: true,
    progress: {
      currentStep: d.current_step, totalSteps: DEPLOY_STEPS, percentage: Math.round((d.current_step / DEPLOY_STEPS) * 100),
      logs: d.logs, status: d.status,
    },
    deployment: { url: d.url, error_message: d.error_message, metadata: d.metadata },
  };
}

/**
 * GET /api/deployment/{id}/manage: a deployment id, or a project id meaning its latest deployment
 * (SPEC §7 leaves the key open). The server decides the options (SPEC §6). @throws NotFoundError.
 */
export async function getManagement(deps: DeploymentDeps, userId: string, id: string) {
  let d: DeploymentRecord | undefined;
  if (id.startsWith('prj_')) {
    const project = await deps.projects.get(id);
    if (project && project.user_id === userId) d = (await deps.deployments.listByProject(id))[0];
  } else {
    d = await ownedDeployment(deps, userId, id);
  }
  if (!d) throw new NotFoundError('No deployment found for this project');
  const project = await deps.projects.get(d.project_id);
  const idle = !(await isRunning(deps, d));
  return {
    success: true,
    management: {
      deployment: toDeploymentView(d),
      project: project
        ? { id: project.id, business_name: project.business_name, industry: project.industry, created_at: project.created_at }
        : { id: d.project_id, business_name: 'Deleted project', industry: '', created_at: d.created_at },
      management_options: { can_redeploy: idle && Boolean(project?.html_content), can_delete: idle },
      gcp_info: { github_repo: d.metadata.github_repo, github_url: d.metadata.github_url },
    },
  };
}

/**
 * POST /api/deployment/{id}/redeploy: runs the same deployment again, reusing its repository and
 * bucket, so it pushes one new commit and updates the same site (issue 5).
 * @throws NotFoundError (404, also for a deleted deployment); ConflictError (409) while deploying;
 *   BadRequestError (400) when the project has no content.
 */
export async function redeploy(deps: DeploymentDeps, userId: string, id: string) {
  const d = await ownedDeployment(deps, userId, id);
  if (await isRunning(deps, d)) throw new ConflictError('This deployment is still running.');
  const project = await deps.projects.get(d.project_id);
  if (!project?.html_content) throw new BadRequestError(NO_CONTENT);
  if (!(await takeLock(deps, d.project_id, d.id))) {
    throw new ConflictError('This project is already being deployed. Wait for that deployment to finish.');
  }
  const now = iso(deps.clock);
  const jobId = `job_${randomUUID()}`;
  await deps.jobs.start({ id: jobId, kind: 'deploy', record_id: d.id }, now);
  // A stale run of this same deployment (issue 18) is replaced: its job id no longer matches, so it skips.
  if (d.status === 'deploying') await deps.jobs.end(d.job_id);
  const saved = await deps.deployments.update({
    ...d, status: 'deploying', current_step: 0, error_message: null, job_id: jobId, updated_at: now,
    steps: { repo: d.steps.repo, bucket: d.steps.bucket, site: d.steps.site }, logs: [{ level: 'INFO', message: 'Redeployment queued', timestamp: now }],
  });
  await queueJob(deps, saved, async () => {
    await deps.deployments.update({ ...saved, status: d.status, error_message: 'Could not queue the redeployment.' });
    await deps.deployments.unlockProject(d.project_id, d.id);
  });
  return { success: true, deployment_id: d.id };
}

/** DELETE /api/deployment/{id}: removes the record only; the live site stays (SPEC §2 confirm text). */
export async function deleteDeployment(deps: DeploymentDeps, userId: string, id: string) {
  const d = await ownedDeployment(deps, userId, id);
  if (await isRunning(deps, d)) throw new ConflictError('This deployment is still running; delete it when it has finished.');
  await deps.deployments.delete(d.id);
  if (d.status === 'deploying') {
    // A stale one (issue 18): forget its job and free the project for the next deploy.
    await deps.jobs.end(d.job_id);
    await deps.deployments.unlockProject(d.project_id, d.id);
  }
  return { success: true };
}
