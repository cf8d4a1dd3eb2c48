import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/** Environment variables whose value may come from Secrets Manager: `<NAME>_SECRET_ARN` ▶ `<NAME>`. */
export const SECRET_VARS = ['JWT_SECRET', 'OPENAI_API_KEY', 'GITHUB_TOKEN', 'GCP_SERVICE_ACCOUNT', 'GOOGLE_CLIENT_SECRET'] as const;

/**
 * At cold start, fills each secret variable from the secret named by `<NAME>_SECRET_ARN` (the CDK stack
 * sets the ARNs; ARCHITECTURE.md "Secrets never in code"). A variable already set is left alone, so the
 * local runner and tests need no Secrets Manager. Powertools caches the values.
 * @throws Error naming the ARN when a secret cannot be read.
 */
export async function loadSecrets(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await Promise.all(SECRET_VARS.map(async (name) => {
    const arn = env[`${name}_SECRET_ARN`];
    if (!arn || env[name]) return;
    const value = await getSecret(arn, { maxAge: 300 }).catch((err: unknown) => {
      throw new Error(`Could not read secret ${arn} for ${name}: ${(err as Error).message}`);
    });
    if (typeof value === 'string' && value) env[name] = value;
  }));
}
