import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { failDeadLettered, reconcileJobs, type ReconcileReport } from '@sitewright/core/jobs/reconcile';
import { awsClientConfig } from '@sitewright/data/clients';
import { getDeps, type Deps } from '../deps';
import { logger } from '../logger';

/** Messages read from one DLQ per run (10 receives of 10). */
const DLQ_RECEIVES = 10;

/**
 * The job ids of the messages waiting in a dead-letter queue, read without deleting them: each is hidden
 * for 30 s and then visible again, so the DLQ alarm and the on-call's redrive still see them (RUNBOOK).
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
      } catch { /* a malformed message has no record to end */ }
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
  let deadLettered = 0;
  if (dlqs.length) {
    const sqs = new SQSClient(awsClientConfig({ region: config.AWS_REGION, ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}) }));
    try {
      const ids = (await Promise.all(dlqs.map((u) => deadLetteredJobIds(sqs, u)))).flat();
      deadLettered = await failDeadLettered(deps, ids);
    } finally {
      sqs.destroy();
    }
  }
  const report = await reconcileJobs(deps, {
    ...(config.JOB_STALE_AFTER_S ? { staleAfterMs: config.JOB_STALE_AFTER_S * 1000 } : {}),
    ...(orphanedBefore !== undefined ? { orphanedBefore } : {}),
  });
  const out = { ...report, failed: report.failed + deadLettered, dead_lettered: deadLettered };
  if (out.stale || out.dead_lettered) logger.warn('Reconciled jobs', { ...out });
  else logger.info('Reconciled jobs', { ...out });
  return out;
}

/** The scheduled Lambda (EventBridge, every RECONCILE_EVERY_MINUTES): one run per invocation. */
export const handler = async (): Promise<{ stale: number; requeued: number; failed: number }> => {
  const { stale, requeued, failed } = await reconcile(await getDeps());
  return { stale, requeued, failed };
};
