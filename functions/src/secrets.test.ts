import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { loadSecrets } from './secrets';

const sm = mockClient(SecretsManagerClient);
beforeEach(() => sm.reset());
const connect = () => new SecretsManagerClient({ region: 'eu-west-1' });

describe('loadSecrets (Secrets Manager GetSecretValue, aws-sdk-client-mock)', () => {
  it('It should fill each variable whose *_SECRET_ARN is set and leave set variables and the rest alone', async () => {
    sm.on(GetSecretValueCommand).callsFake((input: { SecretId: string }) => ({ ARN: input.SecretId, Name: 'n', SecretString: `value-of-${input.SecretId}` }));
    const env: NodeJS.ProcessEnv = { JWT_SECRET_SECRET_ARN: 'arn:jwt', OPENAI_API_KEY_SECRET_ARN: 'arn:openai', GITHUB_TOKEN: 'already', GITHUB_TOKEN_SECRET_ARN: 'arn:gh' };
    await loadSecrets(env, connect);
    expect(env.JWT_SECRET).toBe('value-of-arn:jwt');
    expect(env.OPENAI_API_KEY).toBe('value-of-arn:openai');
    expect(env.GITHUB_TOKEN).toBe('already');
    expect(env.GCP_SERVICE_ACCOUNT).toBeUndefined();
    expect(sm).toHaveReceivedCommandTimes(GetSecretValueCommand, 2);
    expect(sm).toHaveReceivedCommandWith(GetSecretValueCommand, { SecretId: 'arn:jwt' });
  });

  it('It should build no client at all when no secret is wanted (the local runner)', async () => {
    const build = jest.fn();
    await loadSecrets({ JWT_SECRET: 'set' }, build);
    expect(build).not.toHaveBeenCalled();
  });

  it('It should fail naming the ARN when a secret cannot be read', async () => {
    sm.on(GetSecretValueCommand).rejects(new ResourceNotFoundException({ message: "Secrets Manager can't find the specified secret.", $metadata: { httpStatusCode: 400 } }));
    await expect(loadSecrets({ JWT_SECRET_SECRET_ARN: 'arn:missing' }, connect)).rejects.toThrow(/arn:missing for JWT_SECRET: Secrets Manager can't find/);
  });
});
