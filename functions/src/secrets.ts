import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsClientConfig } from '@sitewright/data/clients';

/** Environment variables whose value may come from Secrets Manager: `<NAME>_SECRET_ARN` ▶ `<NAME>`. */
export const SECRET_VARS = ['JWT_SECRET', 'OPENAI_API_KEY', 'GITHUB_TOKEN', 'GCP_SERVICE_ACCOUNT', 'GOOGLE_CLIENT_SECRET', 'UNSPLASH_ACCESS_KEY', 'PEXELS_API_KEY'] as const;

/**
 * At cold start, fills each secret variable from the secret named by `<NAME>_SECRET_ARN` (the CDK stack
 * sets the ARNs; ARCHITECTURE.md "Secrets never in code"), through `@aws-sdk/client-secrets-manager`'s
 * GetSecretValue (https://docs.aws.amazon.com/secretsmanager/latest/apireference/API_GetSecretValue.html).
 * A variable already set is left alone, so the local runner and tests need no Secrets Manager and build no client.
 * @param connect builds the client (tests pass a mocked one).
 * @throws Error naming the ARN when a secret cannot be read.
 */
export async function loadSecrets(
  env: NodeJS.ProcessEnv = process.env,
  connect: () => SecretsManagerClient = () => new SecretsManagerClient(awsClientConfig({ region: env.AWS_REGION ?? 'us-east-1' })),
): Promise<void> {
  const wanted = SECRET_VARS.filter((name) => env[`${name}_SECRET_ARN`] && !env[name]);
  if (!wanted.length) return;
  const client = connect();
  await Promise.all(wanted.map(async (name) => {
    const arn = env[`${name}_SECRET_ARN`]!;
    let value: string | undefined;
    try {
      value = (await client.send(new GetSecretValueCommand({ SecretId: arn }))).SecretString;
    } catch (err) {
      throw new Error(`Could not read secret ${arn} for ${name}: ${(err as Error).message}`);
    }
    if (typeof value === 'string' && value) env[name] = value;
  }));
}
