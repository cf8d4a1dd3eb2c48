import { signedService, startAwsStub } from '../testing/aws-stub';
import { createSqsJobQueue, sqsCall } from './sqs-job-queue';

describe('SQS job queue (JSON protocol against a loopback stand-in)', () => {
  it('It should send each job to its own queue as a signed SendMessage with the job as the body', async () => {
    const stub = await startAwsStub(() => ({ headers: { 'content-type': 'application/x-amz-json-1.0' }, body: '{"MessageId":"m-1"}' }));
    try {
      const queue = createSqsJobQueue(await stub.client(), { generate: 'https://sqs.local/1/gen', deploy: 'https://sqs.local/1/dep' });
      await queue.send({ type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' });
      const [req] = stub.requests;
      expect(req?.headers['x-amz-target']).toBe('AmazonSQS.SendMessage');
      expect(signedService(req!.headers)).toBe('sqs');
      expect(JSON.parse(req!.body.toString())).toEqual({
        QueueUrl: 'https://sqs.local/1/dep', MessageBody: JSON.stringify({ type: 'deploy', deployment_id: 'dep_1', job_id: 'job_1' }),
      });
    } finally {
      await stub.close();
    }
  });

  it('It should refuse a job whose queue URL is not configured, naming the variable, without calling SQS', async () => {
    const stub = await startAwsStub();
    try {
      const queue = createSqsJobQueue(await stub.client(), { generate: 'https://sqs.local/1/gen' });
      await expect(queue.send({ type: 'deploy', deployment_id: 'd', job_id: 'j' })).rejects.toThrow('DEPLOY_QUEUE_URL');
      expect(stub.requests).toHaveLength(0);
    } finally {
      await stub.close();
    }
  });

  it('It should name an SQS error by its short type (QueueDoesNotExist), keeping its status', async () => {
    const stub = await startAwsStub(() => ({
      status: 400, headers: { 'content-type': 'application/x-amz-json-1.0' },
      body: '{"__type":"com.amazonaws.sqs#QueueDoesNotExist","message":"The specified queue does not exist."}',
    }));
    try {
      await expect(sqsCall(await stub.client(), 'SendMessage', { QueueUrl: 'q', MessageBody: 'b' }))
        .rejects.toMatchObject({ name: 'QueueDoesNotExist', statusCode: 400 });
    } finally {
      await stub.close();
    }
  });
});
