import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { runGeneration } from '@sitewright/core/projects/generate';
import { generateJobSchema } from '@sitewright/core/schemas/jobs';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { getDeps } from '../deps';
import { getEngine } from '../engine';
import { logger } from '../logger';
import { workers } from '../workers';

const processor = new BatchProcessor(EventType.SQS);
const maxReceiveCount = workers.find((w) => w.id === 'generate-worker')?.maxReceiveCount ?? 3;

/**
 * One generate job (ARCHITECTURE.md "Generation is a job"). A malformed message can never succeed and is
 * failed at once; a failing job is retried by SQS and, on its last receive, marks the project `failed`
 * before its message moves to the DLQ.
 */
async function recordHandler(record: SQSRecord): Promise<void> {
  const deps = await getDeps();
  const parsed = generateJobSchema.safeParse(JSON.parse(record.body));
  if (!parsed.success) throw new Error(`Malformed generate job ${record.messageId}: ${parsed.error.message}`);
  const job = parsed.data;
  const receives = Number(record.attributes.ApproximateReceiveCount ?? '1');
  logger.appendKeys({ project_id: job.project_id, job_id: job.job_id });
  const started = Date.now();
  try {
    const outcome = await runGeneration({ ...deps, engine: getEngine(deps.config) }, job, receives >= maxReceiveCount);
    logger.info('generate job', { outcome, duration_ms: Date.now() - started, receives });
  } catch (err) {
    logger.error('generate job failed', { error: err as Error, receives, last_attempt: receives >= maxReceiveCount });
    throw err;
  } finally {
    logger.removeKeys(['project_id', 'job_id']);
  }
}

/** SQS handler with partial batch responses: only the failed messages are retried (ReportBatchItemFailures). */
export const handler = middy(async (event: SQSEvent, context: Context) => processPartialResponse(event, recordHandler, processor, { context }))
  .use(injectLambdaContext(logger, { resetKeys: true }));
