import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod/mini';
import { logger } from '../logger';
import { workers } from '../workers';

/**
 * An SQS worker for one job type, with Powertools partial batch responses (ReportBatchItemFailures):
 * a malformed message fails at once; `run` gets the parsed job and whether this is the last receive
 * before the DLQ (maxReceiveCount of workers.ts), and returns fields for the one log line per job.
 * Job ids and the outcome go into the JSON logs on-call engineers search.
 */
export function createJobWorker<S extends z.ZodMiniType<{ type: string; job_id: string }>>(
  workerId: string,
  schema: S,
  run: (job: z.output<S>, lastAttempt: boolean) => Promise<Record<string, unknown>>,
) {
  const processor = new BatchProcessor(EventType.SQS);
  const maxReceiveCount = workers.find((w) => w.id === workerId)?.maxReceiveCount ?? 3;

  async function recordHandler(record: SQSRecord): Promise<void> {
    const parsed = schema.safeParse(JSON.parse(record.body));
    if (!parsed.success) throw new Error(`Malformed ${workerId} job ${record.messageId}: ${parsed.error.message}`);
    const { type, ...keys } = parsed.data as { type: string } & Record<string, string>;
    const receives = Number(record.attributes.ApproximateReceiveCount ?? '1');
    const lastAttempt = receives >= maxReceiveCount;
    logger.appendKeys(keys);
    const started = Date.now();
    try {
      const fields = await run(parsed.data, lastAttempt);
      logger.info(`${type} job`, { ...fields, duration_ms: Date.now() - started, receives });
    } catch (err) {
      logger.error(`${type} job failed`, { error: err as Error, receives, last_attempt: lastAttempt });
      throw err;
    } finally {
      logger.removeKeys(Object.keys(keys));
    }
  }

  return middy(async (event: SQSEvent, context: Context) => processPartialResponse(event, recordHandler, processor, { context }))
    .use(injectLambdaContext(logger, { resetKeys: true }));
}
