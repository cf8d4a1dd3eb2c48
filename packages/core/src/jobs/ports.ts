import { JOB_STALE_AFTER_MS } from '../limits';

/** The two kinds of queued work (SQS queues of the same names). */
export type JobKind = 'generate' | 'deploy';

/**
 * One job in flight (issue 18): written when the job is queued, beaten by the worker at pickup and after
 * each step, removed when the job ends (`ready`/`failed` project, `deployed`/`failed` deployment).
 * `record_id` is the project (generate) or deployment (deploy) the job works on.
 */
export interface JobEntry {
  /** The job id the queue message and the record carry (`gen_…`, `job_…`). */
  id: string;
  kind: JobKind;
  record_id: string;
  /** ISO 8601: when the job was queued. */
  created_at: string;
  /** ISO 8601: the last sign of life (queued, picked up, a step done, re-enqueued). */
  heartbeat_at: string;
  /** Times a worker picked the job up (SQS receives plus the reconciler's re-enqueues). */
  attempts: number;
  /** Times the reconciler re-enqueued it. */
  requeues: number;
}

/** The job ledger (the jobs table in DynamoDB, an in-memory fake in unit tests). */
export interface JobLedger {
  /** Records a job about to be queued. */
  start(job: { id: string; kind: JobKind; record_id: string }, at: string): Promise<void>;
  /** A worker's heartbeat: sets heartbeat_at, and counts an attempt when `pickup`. Writes nothing without an entry. */
  beat(jobId: string, at: string, pickup?: boolean): Promise<void>;
  get(jobId: string): Promise<JobEntry | null>;
  /** Removes the entry (the job ended, or its record no longer waits for it). */
  end(jobId: string): Promise<void>;
  /** Entries whose heartbeat is older than `before` (ISO 8601), oldest first, at most `limit`. */
  listStale(before: string, limit: number): Promise<JobEntry[]>;
  /**
   * Counts one re-enqueue and beats, if `entry` is still as read (so two reconcilers never both send it).
   * @returns false when another writer changed the entry first.
   */
  requeued(entry: JobEntry, at: string): Promise<boolean>;
}

/**
 * Whether a job can no longer be running nor be redelivered by its queue (limits.ts JOB_STALE_AFTER_MS):
 * no entry at all (a job recorded before the ledger existed, or one whose queueing failed half-way) or a
 * heartbeat older than the bound. Redeploy, Delete and the project lock treat a stale job as over.
 */
export function isStale(entry: JobEntry | null, now: number, staleAfterMs: number = JOB_STALE_AFTER_MS): boolean {
  return !entry || Date.parse(entry.heartbeat_at) < now - staleAfterMs;
}
