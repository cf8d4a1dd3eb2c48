import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import { awsClientConfig } from '@sitewright/data';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { createSqsServer } from 'local-aws-sqs';
import { QUEUE_VISIBILITY_FACTOR } from '@sitewright/core/limits';
import type { QueueName } from '../src/routes';
import type { WorkerDef } from '../src/workers';

const REGION = 'us-east-1';
const ACCOUNT = '123456789012';
const QUEUES: QueueName[] = ['generate', 'deploy'];

/** Pause between empty receives (ms). */
const IDLE_PAUSE_MS = 20;

/** A free loopback port (local-aws-sqs writes its port into queue URLs, so it must be known up front). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export interface LocalQueues {
  endpoint: string;
  urls: Record<QueueName, string>;
  dlqUrls: Record<QueueName, string>;
  /** An SQS client (AWS SDK v3) aimed at the local SQS. */
  sqs: SQSClient;
  close(): Promise<void>;
}

/**
 * Starts local-aws-sqs (the real SQS API, in memory) with each queue and its dead-letter queue, with
 * the redrive policy and visibility timeout the CDK stack gives them (from workers.ts).
 */
export async function startLocalQueues(prefix: string, workers: WorkerDef[], visibilityTimeoutS?: number, deliveryDelayS = 0): Promise<LocalQueues> {
  const port = await freePort();
  const server: Server = await createSqsServer({ port, hostname: '127.0.0.1', region: REGION, accountId: ACCOUNT, emulateQueueCreationLifecycle: false });
  const endpoint = `http://127.0.0.1:${port}`;
  const sqs = new SQSClient(awsClientConfig({ endpoint, region: REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, retries: 1 }));
  const urls = {} as Record<QueueName, string>;
  const dlqUrls = {} as Record<QueueName, string>;
  for (const q of QUEUES) {
    const worker = workers.find((w) => w.queue === q);
    const dlqName = `${prefix}${q}-dlq`;
    const dlq = await sqs.send(new CreateQueueCommand({ QueueName: dlqName }));
    const main = await sqs.send(new CreateQueueCommand({
      QueueName: `${prefix}${q}`,
      Attributes: {
        VisibilityTimeout: String(visibilityTimeoutS ?? (worker ? worker.timeoutS * QUEUE_VISIBILITY_FACTOR : 30)),
        DelaySeconds: String(deliveryDelayS),
        RedrivePolicy: JSON.stringify({ maxReceiveCount: worker?.maxReceiveCount ?? 3, deadLetterTargetArn: `arn:aws:sqs:${REGION}:${ACCOUNT}:${dlqName}` }),
      },
    }));
    urls[q] = main.QueueUrl!;
    dlqUrls[q] = dlq.QueueUrl!;
  }
  return {
    endpoint, urls, dlqUrls, sqs,
    async close() {
      sqs.destroy();
      server.closeAllConnections?.();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const toRecord = (m: Message, queueArn: string): SQSRecord => ({
  messageId: m.MessageId ?? '',
  receiptHandle: m.ReceiptHandle ?? '',
  body: m.Body ?? '',
  attributes: {
    ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
    SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
    SenderId: m.Attributes?.SenderId ?? 'local',
    ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
  },
  messageAttributes: {},
  md5OfBody: m.MD5OfBody ?? '',
  eventSource: 'aws:sqs',
  eventSourceARN: queueArn,
  awsRegion: REGION,
});

type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

/**
 * Delivers queue messages to a worker handler the way Lambda's SQS event source mapping does: batches
 * of up to `batchSize`, the handler's `batchItemFailures` stay on the queue (and return after the
 * visibility timeout, or go to the DLQ after maxReceiveCount), everything else is deleted; a handler
 * that throws fails the whole batch.
 */
export function startPoller(opts: { sqs: SQSClient; queueUrl: string; worker: WorkerDef; handler: () => Promise<SqsHandler>; context: (id: string) => Context; onError?: (err: unknown) => void }): { stop(): Promise<void> } {
  let running = true;
  const queueArn = `arn:aws:sqs:${REGION}:${ACCOUNT}:${opts.queueUrl.split('/').pop()}`;
  const loop = (async () => {
    while (running) {
      try {
        // Short polls: local-aws-sqs's long poll waits until it has a full batch, where SQS (and Lambda's
        // poller) returns as soon as any message is there; a short idle pause keeps the CPU quiet.
        const out = await opts.sqs.send(new ReceiveMessageCommand({
          QueueUrl: opts.queueUrl, MaxNumberOfMessages: Math.min(10, opts.worker.batchSize), WaitTimeSeconds: 0, AttributeNames: ['All'],
        }));
        const messages = out.Messages ?? [];
        if (!messages.length) {
          await new Promise((r) => setTimeout(r, IDLE_PAUSE_MS));
          continue;
        }
        const event: SQSEvent = { Records: messages.map((m) => toRecord(m, queueArn)) };
        let failed = new Set<string>();
        try {
          const handler = await opts.handler();
          const res = await handler(event, opts.context(messages[0]?.MessageId ?? 'batch'));
          failed = new Set((res?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (err) {
          opts.onError?.(err);
          failed = new Set(messages.map((m) => m.MessageId ?? ''));
        }
        await Promise.all(messages.filter((m) => !failed.has(m.MessageId ?? '')).map((m) =>
          opts.sqs.send(new DeleteMessageCommand({ QueueUrl: opts.queueUrl, ReceiptHandle: m.ReceiptHandle }))));
      } catch (err) {
        if (running) opts.onError?.(err);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  })();
  return { stop: async () => { running = false; await loop; } };
}
