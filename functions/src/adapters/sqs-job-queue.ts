import type { AwsLiteClient } from '@sitewright/data';
import type { JobMessage } from '@sitewright/core/schemas/jobs';
import type { JobQueue } from '@sitewright/core/projects/ports';

/**
 * One call of the SQS JSON protocol (awsJson1_0, what AWS SDK v3 speaks) as a raw aws-lite request:
 * `action` is the API name (SendMessage, ReceiveMessage, DeleteMessage, CreateQueue, …) and `input`
 * its request shape (https://docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/).
 * @returns the parsed response. @throws aws-lite's error (with `name`, e.g. QueueDoesNotExist, and `statusCode`).
 */
export async function sqsCall<T = Record<string, unknown>>(aws: AwsLiteClient, action: string, input: Record<string, unknown>): Promise<T> {
  const out = await aws({
    service: 'sqs',
    method: 'POST',
    path: '/',
    headers: { 'X-Amz-Target': `AmazonSQS.${action}`, 'content-type': 'application/x-amz-json-1.0' },
    payload: input,
    awsjson: false, // plain JSON under the AWS JSON content type (not DynamoDB-typed values)
  }).catch((err: { __type?: string } & Error) => {
    // aws-lite names the error after the whole `__type` (e.g. "com.amazonaws.sqs#QueueDoesNotExist").
    const type = err.__type?.split('#').pop();
    if (type) err.name = type;
    throw err;
  });
  return (out.payload ?? {}) as T;
}

/**
 * Sends jobs to SQS: generate jobs to one queue, deploy jobs to the other (bring your own client).
 * @throws Error naming the variable when the job's queue URL is not configured.
 */
export function createSqsJobQueue(aws: AwsLiteClient, urls: { generate?: string; deploy?: string }): JobQueue {
  return {
    async send(message: JobMessage) {
      const QueueUrl = urls[message.type];
      if (!QueueUrl) throw new Error(`No queue URL configured for ${message.type} jobs (${message.type.toUpperCase()}_QUEUE_URL)`);
      await sqsCall(aws, 'SendMessage', { QueueUrl, MessageBody: JSON.stringify(message) });
    },
  };
}
