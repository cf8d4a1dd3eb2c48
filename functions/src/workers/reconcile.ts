import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { failDeadLettered, reconcileJobs, type ReconcileReport } from '@sitewright/core/jobs/reconcile';
import { awsClientConfig } from '@sitewright/data/clients';
import { awsConnection, getDeps, type Deps } from '../deps';
import { logger } from '../logger';

/** Messages read from one DLQ per run (10 receives of 10). */
const DLQ_RECEIVES = 10;

/**
 * The job ids of the messages waiting in a dead-letter queue, read without deleting them: each is hidden
 * for 30 s and then visible again, so the DLQ alarm and the on-call's redrive still see them (RUNBOOK).
 * A body that is not a job message is skipped (it names no record).
 */
async function deadLetteredJobIds(sqs: SQSClient, queueUrl: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < DLQ_RECEIVES; i++) {
    const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, VisibilityTimeout: 30 }));
    const batch = out.Messages ?? [];
    for (const m of batch) {
      try {
        const id = (JSON.parse(m.Body ?? '{}') as { job_id?: unknown }).job_id;
        if (typeof id === 'string') ids.push(id);
      } catch { /* not JSON: no record to end */ }
    }
    if (batch.length < 10) break;
  }
  return ids;
}

/**
 * One reconciler run (issue 18 §1; core jobs/reconcile.ts): ends the records of dead-lettered jobs
 * `failed`, then resumes or fails every stale job. Logs one line, "Reconciled jobs", with the counts the
 * stack's metric filters turn into the StaleJobs and JobsFailedByReconciler metrics (RUNBOOK).
 * @param orphanedBefore epoch ms before which every heartbeat is stale (the local stack's start).
 */
export async function reconcile(deps: Deps, orphanedBefore?: number): Promise<ReconcileReport & { dead_lettered: number }> {
  const { config } = deps;
  const dlqs = [config.GENERATE_DLQ_URL, config.DEPLOY_DLQ_URL].filter((u): u is string => Boolean(u));
  let deadLettered: ReconcileReport['jobs'] = [];
  if (dlqs.length) {
    const sqs = new SQSClient(awsClientConfig(awsConnection(config, config.SQS_ENDPOINT)));
    try {
      deadLettered = await failDeadLettered(deps, (await Promise.all(dlqs.map((u) => deadLetteredJobIds(sqs, u)))).flat());
    } finally {
      sqs.destroy();
    }
  }
  const report = await reconcileJobs(deps, orphanedBefore !== undefined ? { orphanedBefore } : {});
  const out = { ...report, failed: report.failed + deadLettered.length, dead_lettered: deadLettered.length, jobs: [...deadLettered, ...report.jobs] };
  if (out.stale || out.dead_lettered) logger.warn('Reconciled jobs', { ...out });
  else logger.info('Reconciled jobs', { ...out });
  return out;
}

/** The scheduled Lambda (EventBridge, every RECONCILE_EVERY_MINUTES): one run per invocation. */
export const handler = async (): Promise<{ stale: number; requeued: number; failed: number }> => {
  const { stale, requeued, failed } = await reconcile(await getDeps());
  return { stale, requeued, failed };
};
