import type { LivePublisher } from '../live/ports';
import type { DeploymentRecord, DeploymentRepository } from '../deployments/ports';
import { failDeployment } from '../deployments/use-cases';
import { JOB_MAX_ATTEMPTS, JOB_MAX_REQUEUES, JOB_STALE_AFTER_MS } from '../limits';
import type { Clock } from '../ports';
import type { JobQueue, ProjectRecord, ProjectRepository } from '../projects/ports';
import type { JobEntry, JobLedger } from './ports';

/** What the reconciler needs. */
export interface ReconcileDeps {
  jobs: JobLedger;
  projects: ProjectRepository;
  deployments: DeploymentRepository;
  queue: JobQueue;
  clock: Clock;
  /** Tells a project's live channel that its job ended failed (issue 19). */
  live?: LivePublisher;
}

export interface ReconcileOptions {
  /** A heartbeat older than this is stale (default limits.ts JOB_STALE_AFTER_MS). */
  staleAfterMs?: number;
  /**
   * Epoch ms: every heartbeat before it is stale whatever its age. The local stack passes its own start
   * time, because its queues live in memory: a job beaten before the restart has no message any more.
   */
  orphanedBefore?: number;
  maxAttempts?: number;
  maxRequeues?: number;
  /** Entries looked at per run. */
  limit?: number;
}

/** What one run did, for the log line and the metrics the alarms watch (RUNBOOK "job-reconciler"). */
export interface ReconcileReport {
  /** Stale entries found. */
  stale: number;
  /** Re-enqueued to resume (steps are idempotent). */
  requeued: number;
  /** Ended `failed` by the reconciler (past their attempts, or dead-lettered). */
  failed: number;
  /** Entries whose record had already moved on (ledger cleanup). */
  finished: number;
  jobs: Array<{ job_id: string; kind: string; record_id: string; action: 'requeued' | 'failed' | 'finished'; attempts: number }>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The texts a user reads on a job the reconciler gave up (the deploy checklist, the generation screen). */
export const STOPPED_DEPLOY = 'The deployment stopped responding and was stopped after %n attempts. Redeploy to try again.';
export const STOPPED_GENERATION = 'Generation stopped responding and was stopped after %n attempts. Please try again.';

/** A record that still waits for its job. */
type Waiting = { kind: 'generate'; record: ProjectRecord } | { kind: 'deploy'; record: DeploymentRecord };

/** The record a job works on, if it still waits for this job (`generating` / `deploying` under its id). */
async function waitingRecord(deps: ReconcileDeps, entry: JobEntry): Promise<Waiting | null> {
  if (entry.kind === 'generate') {
    const p = await deps.projects.get(entry.record_id);
    return p && p.status === 'generating' && p.job_id === entry.id ? { kind: 'generate', record: p } : null;
  }
  const d = await deps.deployments.get(entry.record_id);
  return d && d.status === 'deploying' && d.job_id === entry.id ? { kind: 'deploy', record: d } : null;
}

/** Ends a waiting record `failed` with `message` (a deployment also releases its lock) and forgets its job. */
async function failWaiting(deps: ReconcileDeps, entry: JobEntry, waiting: Waiting, message: string): Promise<void> {
  if (waiting.kind === 'deploy') {
    await failDeployment(deps, waiting.record, message);
    return;
  }
  await deps.projects.update({ ...waiting.record, status: 'failed', error: message, updated_at: iso(deps.clock.now()) });
  await deps.jobs.end(entry.id);
  const about = { project_id: waiting.record.id };
  await deps.live?.publish(waiting.record.id, [{ type: 'message', content: message, ...about }, { type: 'status', value: 'failed', ...about }]);
}

/**
 * One reconciler run (issue 18 §1): every in-flight job whose heartbeat is stale is either re-enqueued
 * with the same job id (the workers' steps are idempotent: a recorded step is skipped, the same commit is
 * not pushed twice, uploads overwrite the same objects) or, once it has had `maxAttempts` pickups or
 * `maxRequeues` re-enqueues, ended `failed` with a message and its deploy lock released; entries whose
 * record no longer waits for them are removed. Safe to run concurrently: re-enqueues are conditional
 * writes, record updates versioned.
 * @returns what it did, per job. @throws only when the ledger cannot be read (a failed send is retried next run).
 */
export async function reconcileJobs(deps: ReconcileDeps, opts: ReconcileOptions = {}): Promise<ReconcileReport> {
  const now = deps.clock.now();
  const staleAfterMs = opts.staleAfterMs ?? JOB_STALE_AFTER_MS;
  const cutoff = Math.max(now - staleAfterMs, opts.orphanedBefore ?? -Infinity);
  const maxAttempts = opts.maxAttempts ?? JOB_MAX_ATTEMPTS;
  const maxRequeues = opts.maxRequeues ?? JOB_MAX_REQUEUES;
  const stale = await deps.jobs.listStale(iso(cutoff), opts.limit ?? 100);
  const report: ReconcileReport = { stale: stale.length, requeued: 0, failed: 0, finished: 0, jobs: [] };
  const done = (entry: JobEntry, action: 'requeued' | 'failed' | 'finished') => {
    report[action]++;
    report.jobs.push({ job_id: entry.id, kind: entry.kind, record_id: entry.record_id, action, attempts: entry.attempts });
  };
  for (const entry of stale) {
    const waiting = await waitingRecord(deps, entry);
    if (!waiting) {
      await deps.jobs.end(entry.id);
      done(entry, 'finished');
    } else if (entry.attempts >= maxAttempts || entry.requeues >= maxRequeues) {
      await failWaiting(deps, entry, waiting, (entry.kind === 'generate' ? STOPPED_GENERATION : STOPPED_DEPLOY).replace('%n', String(entry.attempts)));
      done(entry, 'failed');
    } else if (await deps.jobs.requeued(entry, iso(now))) { // false: another run took it
      await deps.queue.send(entry.kind === 'generate'
        ? { type: 'generate', project_id: entry.record_id, job_id: entry.id }
        : { type: 'deploy', deployment_id: entry.record_id, job_id: entry.id });
      done(entry, 'requeued');
    }
  }
  return report;
}

/** The text of a job whose message ended in the dead-letter queue. */
export const DEAD_LETTERED = 'The job kept failing and was stopped. Please try again.';

/**
 * Ends the records of dead-lettered jobs `failed` at once (issue 18 §1: "the dead-letter queues' messages
 * end their records failed too"), for the jobs whose worker died on its last attempt before it could
 * record the failure itself. The messages stay in the DLQ for on-call (RUNBOOK).
 * @param jobIds the job ids of the DLQ's messages (repeats and unknown ids are ignored).
 * @returns the records it ended, in the report's shape.
 */
export async function failDeadLettered(deps: ReconcileDeps, jobIds: string[]): Promise<ReconcileReport['jobs']> {
  const ended: ReconcileReport['jobs'] = [];
  for (const id of new Set(jobIds)) {
    const entry = await deps.jobs.get(id);
    if (!entry) continue;
    const waiting = await waitingRecord(deps, entry);
    if (waiting) {
      await failWaiting(deps, entry, waiting, DEAD_LETTERED);
      ended.push({ job_id: entry.id, kind: entry.kind, record_id: entry.record_id, action: 'failed', attempts: entry.attempts });
    } else {
      await deps.jobs.end(id);
    }
  }
  return ended;
}
