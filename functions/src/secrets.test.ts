import { loadSecrets } from './secrets';
import { startAwsStub } from './testing/aws-stub';

describe('loadSecrets (Secrets Manager GetSecretValue against a loopback stand-in)', () => {
  it('It should fill each variable whose *_SECRET_ARN is set and leave set variables and the rest alone', async () => {
    const stub = await startAwsStub((req) => {
      const { SecretId } = JSON.parse(req.body.toString()) as { SecretId: string };
      return { headers: { 'content-type': 'application/x-amz-json-1.1' }, body: JSON.stringify({ ARN: SecretId, Name: 'n', SecretString: `value-of-${SecretId}` }) };
    });
    try {
      const env: NodeJS.ProcessEnv = { JWT_SECRET_SECRET_ARN: 'arn:jwt', OPENAI_API_KEY_SECRET_ARN: 'arn:openai', GITHUB_TOKEN: 'already', GITHUB_TOKEN_SECRET_ARN: 'arn:gh' };
      await loadSecrets(env, stub.client);
      expect(env.JWT_SECRET).toBe('value-of-arn:jwt');
      expect(env.OPENAI_API_KEY).toBe('value-of-arn:openai');
      expect(env.GITHUB_TOKEN).toBe('already');
      expect(env.GCP_SERVICE_ACCOUNT).toBeUndefined();
      expect(stub.requests).toHaveLength(2);
      expect(stub.requests.every((r) => r.headers['x-amz-target'] === 'secretsmanager.GetSecretValue')).toBe(true);
    } finally {
      await stub.close();
    }
  });

  it('It should build no client at all when no secret is wanted (the local runner)', async () => {
    const connect = jest.fn();
    await loadSecrets({ JWT_SECRET: 'set' }, connect);
    expect(connect).not.toHaveBeenCalled();
  });

  it('It should fail naming the ARN when a secret cannot be read', async () => {
    const stub = await startAwsStub(() => ({
      status: 400, headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{"__type":"ResourceNotFoundException","message":"Secrets Manager can\'t find the specified secret."}',
    }));
    try {
      await expect(loadSecrets({ JWT_SECRET_SECRET_ARN: 'arn:missing' }, stub.client)).rejects.toThrow(/arn:missing for JWT_SECRET/);
    } finally {
      await stub.close();
    }
  });
});
