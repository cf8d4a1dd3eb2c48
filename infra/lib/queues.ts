/**
 * One SQS queue and one dead-letter queue per QueueName. Both queues exist even while no worker
 * consumes them, because routes send to them; the consuming worker (workers.ts) sets the timing.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueName } from '../../functions/src/routes';
import type { WorkerDef } from '../../functions/src/workers';
import { QUEUE_VISIBILITY_FACTOR } from '@sitewright/core/limits';

/** Every queue name; `satisfies` makes the compiler flag a QueueName added in routes.ts but missing here. */
export const QUEUE_NAMES = Object.keys({ generate: true, deploy: true } satisfies Record<QueueName, true>) as QueueName[];

/** Defaults for a queue that no worker consumes yet. */
const DEFAULT_MAX_RECEIVE = 3;
const DEFAULT_WORKER_TIMEOUT_S = 60;
/** AWS's guidance for SQS event sources: visibility timeout at least six times the function timeout (core limits.ts, which the job staleness bound derives from). */
export const VISIBILITY_FACTOR = QUEUE_VISIBILITY_FACTOR;

/** A queue with its DLQ. */
export interface QueuePair {
  name: QueueName;
  queue: Queue;
  dlq: Queue;
}

/** The generate and deploy queues with their dead-letter queues. */
export class Queues extends Construct {
  readonly pairs: QueuePair[] = [];

  constructor(scope: Construct, id: string, props: { workers: WorkerDef[]; dev: boolean }) {
    super(scope, id);
    const removalPolicy = props.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    for (const name of QUEUE_NAMES) {
      const consumer = props.workers.find((w) => w.queue === name);
      const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, removalPolicy };
      // 14 days (the maximum) gives on-call time to inspect and redrive failed jobs.
      const dlq = new Queue(this, `${name}-dlq`, { ...common, retentionPeriod: Duration.days(14) });
      const queue = new Queue(this, `${name}-queue`, {
        ...common,
        visibilityTimeout: Duration.seconds(VISIBILITY_FACTOR * (consumer?.timeoutS ?? DEFAULT_WORKER_TIMEOUT_S)),
        deadLetterQueue: { queue: dlq, maxReceiveCount: consumer?.maxReceiveCount ?? DEFAULT_MAX_RECEIVE },
      });
      this.pairs.push({ name, queue, dlq });
    }
  }

  /** The queue pair for a name. */
  queue(name: QueueName): QueuePair {
    const p = this.pairs.find((q) => q.name === name);
    if (!p) throw new Error(`No queue named ${name}`);
    return p;
  }
}
