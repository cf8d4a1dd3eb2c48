import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { awsClientConfig, type AwsConnection } from '@sitewright/data/clients';
import type { JobMessage } from '@sitewright/core/schemas/jobs';
import type { JobQueue } from '@sitewright/core/projects/ports';

/**
 * Sends jobs to SQS with `@aws-sdk/client-sqs` (SendMessage; IAM sqs:SendMessage on each queue):
 * generate jobs to one queue, deploy jobs to the other (bring your own client).
 * @throws Error naming the variable when the job's queue URL is not configured; the SDK's error
 * (e.g. QueueDoesNotExist) when SQS refuses.
 */
export function createSqsJobQueue(sqs: SQSClient, urls: { generate?: string; deploy?: string }): JobQueue {
  return {
    async send(message: JobMessage, opts?: { delayS?: number }) {
      // Custom-domain steps ride on the deploy queue (the deploy worker holds the edge).
      const queue = message.type === 'generate' ? 'generate' : 'deploy';
      const QueueUrl = urls[queue];
      if (!QueueUrl) throw new Error(`No queue URL configured for ${message.type} jobs (${queue.toUpperCase()}_QUEUE_URL)`);
      const delay = opts?.delayS ? { DelaySeconds: Math.min(900, Math.max(0, Math.round(opts.delayS))) } : {};
      await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify(message), ...delay }));
    },
  };
}

/**
 * The SQS job queue on a client built from `conn` by the one client factory (packages/data clients.ts).
 * Named imports only, so a bundle carries the SQS client and SendMessage, not the package's every command.
 */
export function sqsJobQueueAt(conn: AwsConnection, urls: { generate?: string; deploy?: string }): JobQueue {
  return createSqsJobQueue(new SQSClient(awsClientConfig(conn)), urls);
}
