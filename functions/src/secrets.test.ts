import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSecrets } from './secrets';

/**
 * A stand-in for the AWS Parameters and Secrets Lambda Extension on loopback, speaking its documented
 * request and answer: GET /secretsmanager/get?secretId=… with X-Aws-Parameters-Secrets-Token, answered
 * with GetSecretValue's JSON, 400 for a secret it cannot read, 401 without the token.
 */
function extensionStandIn(secrets: Record<string, string>, token: string) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.searchParams.get('secretId') ?? '');
    if (req.headers['x-aws-parameters-secrets-token'] !== token) { res.writeHead(401).end('not authorized'); return; }
    const id = url.searchParams.get('secretId') ?? '';
    if (id === 'arn:garbled') { res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy error</html>'); return; }
    if (url.pathname !== '/secretsmanager/get' || !(id in secrets)) {
      res.writeHead(400).end(`ResourceNotFoundException: Secrets Manager can't find the specified secret.`);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ARN: id, Name: 'n', SecretString: secrets[id], VersionId: 'v1' }));
  });
  return { server, requests };
}

describe('loadSecrets (through the Parameters and Secrets Lambda Extension, a loopback stand-in)', () => {
  const ext = extensionStandIn({ 'arn:jwt': 'jwt-value', 'arn:openai': 'sk-value', 'arn:gh': 'gh-value' }, 'session-token');
  let port = 0;
  beforeAll(async () => { await new Promise<void>((r) => ext.server.listen(0, '127.0.0.1', r)); port = (ext.server.address() as AddressInfo).port; });
  afterAll(async () => { await new Promise((r) => ext.server.close(r)); });
  beforeEach(() => { ext.requests.length = 0; });
  const lambdaEnv = (more: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(port), AWS_SESSION_TOKEN: 'session-token', ...more });

  it('It should fill each variable whose *_SECRET_ARN is set and leave set variables and the rest alone', async () => {
    const env = lambdaEnv({ JWT_SECRET_SECRET_ARN: 'arn:jwt', OPENAI_API_KEY_SECRET_ARN: 'arn:openai', GITHUB_TOKEN: 'already', GITHUB_TOKEN_SECRET_ARN: 'arn:gh' });
    await loadSecrets(env);
    expect(env.JWT_SECRET).toBe('jwt-value');
    expect(env.OPENAI_API_KEY).toBe('sk-value');
    expect(env.GITHUB_TOKEN).toBe('already');
    expect(env.GCP_SERVICE_ACCOUNT).toBeUndefined();
    expect(ext.requests.sort()).toEqual(['arn:jwt', 'arn:openai']);
  });

  it('It should make no request at all when no secret is wanted (the local runner)', async () => {
    const read = jest.fn();
    await loadSecrets({ JWT_SECRET: 'set' }, read);
    expect(read).not.toHaveBeenCalled();
  });

  it('It should fail naming the ARN, the variable and the extension answer when a secret cannot be read', async () => {
    await expect(loadSecrets(lambdaEnv({ JWT_SECRET_SECRET_ARN: 'arn:missing' }))).rejects.toThrow(/arn:missing for JWT_SECRET: the Parameters and Secrets extension answered 400: ResourceNotFoundException/);
  });

  it('It should send the session token the extension requires (401 without it)', async () => {
    await expect(loadSecrets(lambdaEnv({ AWS_SESSION_TOKEN: 'wrong', JWT_SECRET_SECRET_ARN: 'arn:jwt' }))).rejects.toThrow(/answered 401/);
  });

  it('It should fail clearly when the answer is not JSON, and when nothing listens on the extension port', async () => {
    await expect(loadSecrets(lambdaEnv({ JWT_SECRET_SECRET_ARN: 'arn:garbled' }))).rejects.toThrow(/arn:garbled for JWT_SECRET: the Parameters and Secrets extension answered something other than JSON: <html>proxy error/);
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const env = { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(freePort), AWS_SESSION_TOKEN: 't', JWT_SECRET_SECRET_ARN: 'arn:jwt' };
    await expect(loadSecrets(env)).rejects.toThrow(/arn:jwt for JWT_SECRET: .*ECONNREFUSED/);
    expect(env).not.toHaveProperty('JWT_SECRET');
  });
});
