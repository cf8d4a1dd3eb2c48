/**
 * The worker table: data only, like routes.ts. infra/ makes one queue (with a DLQ) and one Lambda with
 * an SQS event source per entry; functions/local polls the same queues into the same handlers.
 */
import type { TableName } from '@sitewright/data';
import { JOB_MAX_ATTEMPTS, JOB_STEP_TIMEOUT_S, RECONCILE_EVERY_MINUTES } from '@sitewright/core/limits';
import type { QueueName } from './routes';

export interface WorkerDef {
  /** Unique, kebab-case; also the function's logical id. */
  id: string;
  /** The queue it consumes. */
  queue: QueueName;
  /** Handler module, relative to functions/, exporting `handler` (an SQS handler with partial batch responses). */
  entry: string;
  tables: { name: TableName; access: 'read' | 'write' }[];
  /** Queues it sends to. */
  queues?: QueueName[];
  /** Lambda timeout in seconds; the queue's visibility timeout is at least six times this. */
  timeoutS: number;
  memoryMb?: number;
  /** Messages per batch (event source mapping BatchSize). */
  batchSize: number;
  /** Receives before a message moves to the DLQ (redrive maxReceiveCount). */
  maxReceiveCount: number;
  /** Reserved concurrency, where the downstream API needs a cap (GitHub, GCS). */
  reservedConcurrency?: number;
  /** Publishes its progress on the live channel (issue 19; see RouteDef.live). */
  live?: boolean;
}

export const workers: WorkerDef[] = [
  {
    id: 'generate-worker', queue: 'generate', entry: 'src/workers/generate.ts',
    tables: [{ name: 'projects', access: 'write' }, { name: 'templates', access: 'read' }, { name: 'jobs', access: 'write' }, { name: 'connections', access: 'write' }],
    timeoutS: JOB_STEP_TIMEOUT_S, memoryMb: 1024, batchSize: 5, maxReceiveCount: JOB_MAX_ATTEMPTS, live: true,
  },
  {
    // One deployment at a time per invocation, and a cap on parallel ones for GitHub's and GCS's rate limits.
    id: 'deploy-worker', queue: 'deploy', entry: 'src/workers/deploy.ts',
    tables: [{ name: 'deployments', access: 'write' }, { name: 'projects', access: 'write' }, { name: 'jobs', access: 'write' }, { name: 'connections', access: 'write' }],
    timeoutS: JOB_STEP_TIMEOUT_S, memoryMb: 1024, batchSize: 1, maxReceiveCount: JOB_MAX_ATTEMPTS, reservedConcurrency: 5, live: true,
  },
];

/** A function run on a schedule (an EventBridge rule in AWS; a timer in the local stack). */
export interface ScheduledDef {
  id: string;
  entry: string;
  tables: { name: TableName; access: 'read' | 'write' }[];
  /** Queues it sends to. */
  queues: QueueName[];
  /** Dead-letter queues it reads (without deleting). */
  readsDlqs: QueueName[];
  timeoutS: number;
  memoryMb: number;
  everyMinutes: number;
  /** Publishes on the live channel (issue 19; see RouteDef.live). */
  live?: boolean;
}

/**
 * The job reconciler (issue 18 §1; src/workers/reconcile.ts): resumes or fails stale generation and deploy
 * jobs and ends dead-lettered ones `failed`.
 */
export const reconcilerDef: ScheduledDef = {
  id: 'job-reconciler', entry: 'src/workers/reconcile.ts',
  tables: [{ name: 'jobs', access: 'write' }, { name: 'projects', access: 'write' }, { name: 'deployments', access: 'write' }, { name: 'connections', access: 'write' }],
  queues: ['generate', 'deploy'], readsDlqs: ['generate', 'deploy'],
  timeoutS: 60, memoryMb: 512, everyMinutes: RECONCILE_EVERY_MINUTES, live: true,
};
