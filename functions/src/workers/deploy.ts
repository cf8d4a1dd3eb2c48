import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { deployJobSchema } from '@sitewright/core/schemas/jobs';
import { runDeployment, type PipelineDeps } from '@sitewright/deploy/pipeline';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { getBlobs } from '../blob-store';
import { getDeps } from '../deps';
import { logger } from '../logger';
import { workers } from '../workers';
import { createDeployHosts } from './deploy-hosts';

const processor = new BatchProcessor(EventType.SQS);
const maxReceiveCount = workers.find((w) => w.id === 'deploy-worker')?.maxReceiveCount ?? 3;
let pipeline: Promise<PipelineDeps> | undefined;

/** One deploy job: the 5 steps of SPEC §4 (packages/deploy). Transient failures retry through SQS; the last one fails the deployment and the message goes to the DLQ. */
async function recordHandler(record: SQSRecord): Promise<void> {
  pipeline ??= getDeps().then(async (d) => ({ ...d, blobs: getBlobs(d.config), ...(await createDeployHosts(d.config)) }));
  const deps = await pipeline;
  const parsed = deployJobSchema.safeParse(JSON.parse(record.body));
  if (!parsed.success) throw new Error(`Malformed deploy job ${record.messageId}: ${parsed.error.message}`);
  const job = parsed.data;
  const receives = Number(record.attributes.ApproximateReceiveCount ?? '1');
  logger.appendKeys({ deployment_id: job.deployment_id, job_id: job.job_id });
  const started = Date.now();
  try {
    const outcome = await runDeployment(deps, job, receives >= maxReceiveCount);
    const d = await deps.deployments.get(job.deployment_id);
    logger.info('deploy job', { outcome, status: d?.status, url: d?.url, duration_ms: Date.now() - started, receives });
  } catch (err) {
    logger.error('deploy job failed', { error: err as Error, receives, last_attempt: receives >= maxReceiveCount });
    throw err;
  } finally {
    logger.removeKeys(['deployment_id', 'job_id']);
  }
}

/** SQS handler with partial batch responses (ReportBatchItemFailures). */
export const handler = middy(async (event: SQSEvent, context: Context) => processPartialResponse(event, recordHandler, processor, { context }))
  .use(injectLambdaContext(logger, { resetKeys: true }));
