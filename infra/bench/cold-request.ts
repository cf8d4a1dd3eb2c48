/**
 * The cold start a caller waits through, not only its import: for a function's bundle, in a fresh Node
 * process, the time to import it plus the time its handler takes to answer a first request that reads
 * DynamoDB (dynalite behind TLS on loopback, as DynamoDB is reached over HTTPS in AWS). Import time alone
 * leaves out whatever a client defers to its first call: AWS SDK v3's HTTP handler loads Node's `https`
 * and `tls` at import, where aws-lite loaded them at its first request. Used by `npm run bench:lambda`.
 */
import { execFileSync, execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as tls from 'node:tls';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { SignJWT } from 'jose';
import { median } from '../../functions/bench/stats';
import type { RouteDef } from '../../functions/src/routes';
import { startLocalDynamo } from '@sitewright/data/local-dynamodb';
import { tableNames } from '@sitewright/data/tables';

const run = promisify(execFile);

/**
 * A cold request's figures, medians over the runs (ms): wall time of the import, of the first request and of
 * both, the CPU time (user + system) the process spent on both (waiting for dynalite is not in it), and the
 * statuses answered.
 */
export interface ColdRequest { importMs: number; firstRequestMs: number; totalMs: number; cpuMs: number; statuses: number[] }

/** The loopback DynamoDB every measurement reads: dynalite, and a TLS front door with a throwaway certificate. */
export interface ColdRequestBed {
  env: Record<string, string>;
  /** A bearer token the functions accept (signed with the bed's JWT secret) for a user with no records. */
  token: string;
  close(): Promise<void>;
}

const JWT_SECRET = 'cold-request-bench-secret-0123456789abcdef';

/**
 * Starts dynalite with the stack's tables (default `sitewright-` names) behind TLS on 127.0.0.1.
 * @throws Error when `openssl` (used to make the certificate) is missing.
 */
export async function startColdRequestBed(): Promise<ColdRequestBed> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewright-cold-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const dynamo = await startLocalDynamo({ names: tableNames('sitewright-') });
  const target = new URL(dynamo.endpoint);
  const front = tls.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const port = (front.address() as net.AddressInfo).port;
  const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('cold-request-user')
    .setIssuer('sitewright').setAudience('sitewright-api').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(JWT_SECRET));
  return {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_EXTRA_CA_CERTS: cert,
      AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'AKIDCOLD', AWS_SECRET_ACCESS_KEY: 'cold', AWS_SESSION_TOKEN: 'cold',
      AWS_LAMBDA_FUNCTION_NAME: 'cold-request', LOG_LEVEL: 'ERROR', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      DYNAMODB_ENDPOINT: `https://127.0.0.1:${port}`, JWT_SECRET, APP_ORIGIN: 'https://app.example', SITES_ORIGIN: 'https://sites.example',
    },
    token,
    close: async () => {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await dynamo.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An API Gateway HTTP API (payload 2.0) GET event for a route, its path parameters naming no record but
 * shaped as the route's ids are (a deployment id starts `dep_`; others are UUIDs), so the handler reads
 * DynamoDB and finds nothing rather than refusing the id unread.
 */
function getEvent(route: RouteDef, token: string): unknown {
  const unknownId = `${route.path.startsWith('/api/deployment/') ? 'dep_' : ''}0b6f3c5e-2d4a-4c8e-9f1a-7e5d3c2b1a09`;
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => [m[1]!, unknownId]));
  const rawPath = route.path.replace(/\{(\w+)\+?\}/g, unknownId);
  return {
    version: '2.0', routeKey: `${route.method} ${route.path}`, rawPath, rawQueryString: '',
    headers: { authorization: `Bearer ${token}`, 'user-agent': 'cold-request', host: 'api.example' },
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'bench', apiId: 'bench', domainName: 'api.example', domainPrefix: 'api',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'cold-request' },
      requestId: 'cold', routeKey: `${route.method} ${route.path}`, stage: '$default', time: new Date().toISOString(), timeEpoch: Date.now(),
    },
  };
}

/**
 * What the Lambda Node.js runtime has loaded before it imports a handler, as code for a fresh process to
 * run first: its bootstrap (aws-lambda-nodejs-runtime-interface-client, `index.mjs` `run`) builds the
 * RAPIDClient, which requires `http` for its Runtime API agent, and only then calls `UserFunction.load`.
 * So `node:http` and what it loads (net, stream, the HTTP parser) are not part of any handler's import
 * in AWS; `https` and `tls` are. Both benchmarks start their processes this way.
 */
export const RUNTIME_PRELOAD = "await import('node:http');";

/**
 * Imports `file` and answers one GET request of `route` with it, `runs` times, each in a fresh process
 * that has first loaded what the Lambda runtime has ({@link RUNTIME_PRELOAD}).
 * @returns medians, or the error's first line when an import or request throws.
 */
export async function coldRequest(file: string, route: RouteDef, bed: ColdRequestBed, runs: number): Promise<ColdRequest | string> {
  const exportName = route.handler ?? 'handler';
  const code = [
    RUNTIME_PRELOAD,
    'const c0 = process.cpuUsage();',
    'const t0 = performance.now();',
    `const m = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'const t1 = performance.now();',
    `const context = { functionName: 'cold-request', awsRequestId: 'cold', getRemainingTimeInMillis: () => 30000, callbackWaitsForEmptyEventLoop: false };`,
    `const res = await m[${JSON.stringify(exportName)}](${JSON.stringify(getEvent(route, bed.token))}, context);`,
    'const t2 = performance.now();',
    'const c = process.cpuUsage(c0);',
    'console.log(JSON.stringify({ importMs: t1 - t0, firstRequestMs: t2 - t1, cpuMs: (c.user + c.system) / 1000, status: res.statusCode }));',
    'process.exit(0);',
  ].join('\n');
  const rows: { importMs: number; firstRequestMs: number; cpuMs: number; status: number }[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code], { cwd: path.dirname(file), env: bed.env, timeout: 60_000 });
      rows.push(JSON.parse(stdout.trim().split('\n').pop()!) as (typeof rows)[number]);
    } catch (e) {
      const stderr = String((e as { stderr?: string }).stderr ?? e);
      return `failed: ${stderr.split('\n').find((l) => /Error/.test(l)) ?? stderr.slice(0, 120)}`;
    }
  }
  return {
    importMs: median(rows.map((r) => r.importMs)),
    firstRequestMs: median(rows.map((r) => r.firstRequestMs)),
    totalMs: median(rows.map((r) => r.importMs + r.firstRequestMs)),
    cpuMs: median(rows.map((r) => r.cpuMs)),
    statuses: [...new Set(rows.map((r) => r.status))],
  };
}
