import * as http from 'node:http';

/** Environment variables whose value may come from Secrets Manager: `<NAME>_SECRET_ARN` ▶ `<NAME>`. */
export const SECRET_VARS = ['JWT_SECRET', 'OPENAI_API_KEY', 'GITHUB_TOKEN', 'GCP_SERVICE_ACCOUNT', 'GOOGLE_CLIENT_SECRET', 'UNSPLASH_ACCESS_KEY', 'PEXELS_API_KEY'] as const;

/** Reads one secret's string value by ARN. */
export type SecretReader = (arn: string) => Promise<string | undefined>;

/**
 * Reads secrets through the AWS Parameters and Secrets Lambda Extension, the layer the CDK stack adds to
 * every function (infra lib/lambda.ts `paramsAndSecrets`): an HTTP GET to
 * `http://localhost:{PARAMETERS_SECRETS_EXTENSION_HTTP_PORT, default 2773}/secretsmanager/get?secretId={arn}`
 * with the header `X-Aws-Parameters-Secrets-Token: {AWS_SESSION_TOKEN}`, answered with GetSecretValue's JSON
 * (https://docs.aws.amazon.com/secretsmanager/latest/userguide/retrieving-secrets_lambda.html). The extension
 * calls Secrets Manager with the function's role and caches the value, so the bundles carry no Secrets
 * Manager client (about 15 KB minified and its share of cold start: issue 20, `npm run bench:lambda`).
 * Through `node:http`, which the AWS SDK's HTTP handler has loaded already, not `fetch`: Node loads its
 * fetch implementation (undici) on the first call, about 30 ms of every cold start on this host.
 * @throws Error with the extension's status and answer when it refuses (e.g. 400 for a secret the role cannot read).
 */
export function extensionSecretReader(env: NodeJS.ProcessEnv = process.env): SecretReader {
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  return (arn) => new Promise((resolve, reject) => {
    const req = http.get(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
      timeout: 10_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) { reject(new Error(`the Parameters and Secrets extension answered ${res.statusCode}: ${text.slice(0, 200)}`)); return; }
        try {
          const value = (JSON.parse(text) as { SecretString?: unknown }).SecretString;
          resolve(typeof value === 'string' ? value : undefined);
        } catch {
          reject(new Error(`the Parameters and Secrets extension answered something other than JSON: ${text.slice(0, 200)}`));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('the Parameters and Secrets extension did not answer within 10 s')));
    req.on('error', reject);
  });
}

/**
 * At cold start, fills each secret variable from the secret named by `<NAME>_SECRET_ARN` (the CDK stack
 * sets the ARNs; ARCHITECTURE.md "Secrets never in code"). A variable already set is left alone, so the
 * local runner and tests need no Secrets Manager and make no request.
 * @param read reads one secret (default: the Parameters and Secrets Lambda Extension; tests pass a stand-in).
 * @throws Error naming the ARN and the variable when a secret cannot be read.
 */
export async function loadSecrets(env: NodeJS.ProcessEnv = process.env, read?: SecretReader): Promise<void> {
  const wanted = SECRET_VARS.filter((name) => env[`${name}_SECRET_ARN`] && !env[name]);
  if (!wanted.length) return;
  const reader = read ?? extensionSecretReader(env);
  await Promise.all(wanted.map(async (name) => {
    const arn = env[`${name}_SECRET_ARN`]!;
    let value: string | undefined;
    try {
      value = await reader(arn);
    } catch (err) {
      throw new Error(`Could not read secret ${arn} for ${name}: ${(err as Error).message}`);
    }
    if (typeof value === 'string' && value) env[name] = value;
  }));
}
