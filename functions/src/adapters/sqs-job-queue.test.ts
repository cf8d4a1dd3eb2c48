import { QueueDoesNotExist, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { createSqsJobQueue } from './sqs-job-queue';

const sqs = mockClient(SQSClient);
beforeEach(() => sqs.reset());
const client = () => new SQSClient({ region: 'eu-west-1' });

describe('SQS job queue (SendMessage, aws-sdk-client-mock)', () => {
  it('It should send each job to its own queue with the job as the body', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    const queue = createSqsJobQueue(client(), { generate: 'https://sqs.local/1/gen', deploy: 'https://sqs.local/1/dep' });
    await queue.send({ type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' });
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
    expect(sqs).toHaveReceivedCommandWith(SendMessageCommand, {
      QueueUrl: 'https://sqs.local/1/dep', MessageBody: JSON.stringify({ type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }),
    });
  });

  it('It should send a custom domain\'s step to the deploy queue, its delay rounded and capped at SQS\'s 900 s', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    const queue = createSqsJobQueue(client(), { generate: 'https://sqs.local/1/gen', deploy: 'https://sqs.local/1/dep' });
    const step = { type: 'domain', deployment_id: 'dep_1', job_id: 'job_1', action: 'check' } as const;
    await queue.send(step, { delayS: 29.6 });
    await queue.send(step, { delayS: 3600 });
    await queue.send(step);
    const sent = sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input);
    expect(sent.map((i) => [i.QueueUrl, i.DelaySeconds])).toEqual([['https://sqs.local/1/dep', 30], ['https://sqs.local/1/dep', 900], ['https://sqs.local/1/dep', undefined]]);
    expect(sent[0]?.MessageBody).toBe(JSON.stringify(step));
    await expect(createSqsJobQueue(client(), { generate: 'q' }).send(step)).rejects.toThrow(/domain jobs \(DEPLOY_QUEUE_URL\)/);
  });

  it('It should refuse a job whose queue URL is not configured, naming the variable, without calling SQS', async () => {
    const queue = createSqsJobQueue(client(), { generate: 'https://sqs.local/1/gen' });
    await expect(queue.send({ type: 'deploy', deployment_id: 'd', job_id: 'j' })).rejects.toThrow('DEPLOY_QUEUE_URL');
    expect(sqs).not.toHaveReceivedAnyCommand();
  });

  it('It should let an SQS error surface by its name (QueueDoesNotExist)', async () => {
    sqs.on(SendMessageCommand).rejects(new QueueDoesNotExist({ message: 'The specified queue does not exist.', $metadata: { httpStatusCode: 400 } }));
    await expect(createSqsJobQueue(client(), { generate: 'q' }).send({ type: 'generate', project_id: 'p', job_id: 'j' }))
      .rejects.toMatchObject({ name: 'QueueDoesNotExist' });
  });
});
