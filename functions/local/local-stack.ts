import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import { spaContentSecurityPolicy } from '@sitewright/core/web/shell-hash';
import { tableNames } from '@sitewright/data';
import { createLocalEdge } from '@sitewright/deploy/local-edge';
import { startLocalDynamo, type LocalDynamo } from '@sitewright/data/local-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { PHOTO_UPLOAD_MAX_BYTES } from '@sitewright/core/limits';
import { verifyLocalUpload } from '../src/adapters/local-upload-signer';
import { readOutbox } from '../src/adapters/outbox-mailer';
import { parseConfig } from '../src/config';
import { getDeps, resetDeps, useScryptPool } from '../src/deps';
import { getBlobs } from '../src/blob-store';
import { getGenerator } from '../src/engine';
import { logger } from '../src/logger';
import { isSitesRoute, routes, socketRoutes, type QueueName, type SocketRouteDef } from '../src/routes';
import { seedTemplates } from '../src/seed/seed-templates';
import { reconcile as reconcileWith } from '../src/workers/reconcile';
import { workers, type WorkerDef } from '../src/workers';
import { compileRoute, matchRoute, readBody, toContext, toEvent, tooLargeResult, writeResult } from './api-gateway';
import { attachLiveSocket, LIVE_SOCKET_PATH, LOCAL_MANAGEMENT_PATH } from './live-socket';
import { startLocalQueues, startPoller } from './local-queues';
import { startScryptPool } from './scrypt-pool';
import { serveEdgeHost, serveLiveSite, serveGitRepo } from './live-sites';
import { serveSpa } from './static-files';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface LocalStackOptions {
  /** Folder for tables, outbox, keys, uploads (default .data). */
  dataDir: string;
  /** App origin port (0 = any free port). */
  port: number;
  /** Sites origin port (0 = any free port). */
  sitesPort: number;
  /** Keep tables on disk under dataDir/dynamodb (npm start) or in memory (tests). */
  persist: boolean;
  /** The repository root (handler entries and web/dist resolve from it). */
  root?: string;
  /** Extra environment for the handlers (tests lower the scrypt cost here). */
  env?: Record<string, string>;
  /** Seed the template gallery when it is empty (npm start: yes). */
  seed?: boolean;
  /** Queue visibility timeout override in seconds (tests: 1, so retries and DLQ redrive are quick). */
  visibilityTimeoutS?: number;
  /** SQS DelaySeconds of the queues (browser tests use it to see the in-progress screens). */
  deliveryDelayS?: number;
  /** Threads of the password-hash pool (default PASSWORD_HASH_THREADS, else the machine's available parallelism). */
  hashThreads?: number;
}

export interface LocalStack {
  appUrl: string;
  /** The live channel's address (`ws://localhost:<port>/ws`; issue 19). */
  wsUrl: string;
  /** Sockets open on the live channel right now. */
  openSockets(): number;
  sitesUrl: string;
  dynamoEndpoint: string;
  queues: Awaited<ReturnType<typeof startLocalQueues>>;
  /**
   * Tests: stop taking messages from a queue (its messages wait, as behind a Lambda with no concurrency
   * left) until the returned function is called, so a test can set things up before a job runs.
   */
  holdQueue(queue: QueueName): Promise<() => void>;
  close(): Promise<void>;
}

/** The signing key: JWT_SECRET when set, else one generated once and kept under .data (issue 2). */
async function signingKey(dataDir: string): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const key = randomBytes(48).toString('base64url');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

const listen = (server: Server, port: number) =>
  new Promise<number>((res, rej) => {
    server.once('error', rej);
    server.listen(port, '127.0.0.1', () => res((server.address() as AddressInfo).port));
  });

/**
 * Starts the embedded default: dynalite with the tables of tables.ts, the API of routes.ts on the
 * app origin (each request turned into an API Gateway v2 event for the very handler the Lambda runs),
 * the SPA with index.html fallback, and the sites origin. Sets process.env for the handlers.
 */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  // One process serves concurrent invocations, as a Lambda with multi-concurrency does: with this marker
  // set, Powertools keeps each invocation's log keys and Lambda context in the invoke store
  // (AsyncLocalStorage), so a log line carries its own request's function name and request id (issue 18 §3).
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
  const invokeStore = await InvokeStore.getInstanceAsync(true);
  // The level every invocation starts from (set outside any invocation, so it is the base, not one request's).
  const level = opts.env?.LOG_LEVEL ?? process.env.LOG_LEVEL;
  if (level) logger.setLogLevel(level as 'INFO');
  // Everything the stack does outside a request (start-up, the reconciler, the pollers) runs in one
  // shared base context, so its log lines have a store to write to.
  return invokeStore.run({}, () => start(opts, invokeStore));
}

/** Runs a Lambda invocation in its own invoke-store context, keyed by its request id. */
const asInvocation = <T>(store: InvokeStoreBase, requestId: string, fn: () => Promise<T>): Promise<T> =>
  store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, fn);

async function start(opts: LocalStackOptions, invokeStore: InvokeStoreBase): Promise<LocalStack> {
  // The pinned SDK runs on Node 20; its notice about future releases needing Node 22 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const root = opts.root ?? process.cwd();
  const dataDir = resolve(root, opts.dataDir);
  await mkdir(dataDir, { recursive: true });
  const prefix = 'sitewright-local-';
  const dynamo: LocalDynamo = await startLocalDynamo({
    names: tableNames(prefix),
    ...(opts.persist ? { path: join(dataDir, 'dynamodb') } : {}),
  });
  const queues = await startLocalQueues(prefix, workers, opts.visibilityTimeoutS, opts.deliveryDelayS);
  const app = createServer();
  const sites = createServer();
  const appPort = await listen(app, opts.port);
  const sitesPort = await listen(sites, opts.sitesPort);
  const appUrl = `http://localhost:${appPort}`;
  const sitesUrl = `http://localhost:${sitesPort}`;

  Object.assign(process.env, {
    SITEWRIGHT_LOCAL: 'true',
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    TABLE_PREFIX: prefix,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    MAIL_TRANSPORT: process.env.MAIL_TRANSPORT ?? 'outbox',
    OUTBOX_DIR: join(dataDir, 'outbox'),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    GIT_DIR: join(dataDir, 'git'),
    BUCKETS_DIR: join(dataDir, 'buckets'),
    EDGE_DIR: join(dataDir, 'edge'),
    SQS_ENDPOINT: queues.endpoint,
    GENERATE_QUEUE_URL: queues.urls.generate,
    DEPLOY_QUEUE_URL: queues.urls.deploy,
    GENERATE_DLQ_URL: queues.dlqUrls.generate,
    DEPLOY_DLQ_URL: queues.dlqUrls.deploy,
    JWT_SECRET: await signingKey(dataDir),
    APP_ORIGIN: appUrl,
    SITES_ORIGIN: sitesUrl,
    // Issue 19: the live channel's Management API is the stand-in on the app port (live-socket.ts).
    WS_MANAGEMENT_URL: `${appUrl}${LOCAL_MANAGEMENT_PATH}`,
    ...opts.env,
  });
  // Password hashing on worker threads sized to the machine (issue 18 §2), behind admission control (deps.ts).
  const scryptPool = startScryptPool(root, opts.hashThreads ?? (Number(process.env.PASSWORD_HASH_THREADS) || undefined));
  useScryptPool(scryptPool);
  resetDeps();
  const config = parseConfig();

  const appRoutes = routes.filter((r) => !isSitesRoute(r)).map(compileRoute);
  const sitesRoutes = routes.filter(isSitesRoute).map(compileRoute);
  const handlers = new Map<string, Promise<Handler>>();
  const load = <H = Handler>(entry: string, exportName = 'handler') => {
    const key = `${entry}#${exportName}`;
    if (!handlers.has(key)) {
      handlers.set(key, import(join(root, 'functions', entry)).then((m: Record<string, Handler>) => {
        const h = m[exportName];
        if (!h) throw new Error(`${entry} has no export named ${exportName}`);
        return h;
      }));
    }
    return handlers.get(key) as Promise<H>;
  };

  /** One request through the route table: the same event and handler as API Gateway and Lambda. */
  const invoke = async (table: typeof appRoutes, req: IncomingMessage, res: ServerResponse, path: string) => {
    const match = matchRoute(table, req.method ?? 'GET', path);
    if (!match || match === 'method') {
      const [statusCode, detail] = match ? [405, 'Method not allowed'] : [404, 'Not found'];
      return writeResult(res, { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ detail }) });
    }
    const body = await readBody(req);
    if (!body) return writeResult(res, tooLargeResult('Request body is larger than 10 MB'));
    const event = toEvent(req, body, match.route, match.params);
    const handler = await load(match.route.entry, match.route.handler);
    const requestId = event.requestContext.requestId;
    writeResult(res, await asInvocation(invokeStore, requestId, () => handler(event, toContext(match.route, requestId))));
  };
  const fail = (res: ServerResponse) => (err: unknown) => {
    logger.error('Local server error', { error: err as Error });
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Internal server error' }));
  };
  const webDist = join(root, 'web', 'dist');
  // The CDN's security headers (infra/lib/web.ts), so the browser tests run under the production CSP.
  // No HSTS: loopback is plain HTTP, where browsers ignore it.
  const spaHeaders = {
    'content-security-policy': spaContentSecurityPolicy(sitesUrl),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  // Issue 19: the live channel on this same port (/ws), and its Management API stand-in.
  const wsUrl = `ws://localhost:${appPort}${LIVE_SOCKET_PATH}`;
  const socketContext = (r: SocketRouteDef, id: string) => toContext({ id: r.id, method: 'POST', path: '/', entry: r.entry, auth: false, tables: [] }, id);
  const live = attachLiveSocket(app, {
    routes: socketRoutes,
    load: (entry, exportName) => load(entry, exportName) as never,
    invoke: (requestId, fn) => asInvocation(invokeStore, requestId, fn),
    context: socketContext,
    onError: (err) => logger.error('Local live channel error', { error: err as Error }),
  });

  app.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path.startsWith(`${LOCAL_MANAGEMENT_PATH}/`) && await live.management(req, res, path)) return;
      if (path === '/_local/outbox' && config.MAIL_TRANSPORT === 'outbox') {
        writeResult(res, { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(await readOutbox(config.OUTBOX_DIR)) });
        return;
      }
      // The local stand-in for S3 presigned uploads (issue 15 §1): a signed PUT of one photo of up to 10 MB.
      if (path.startsWith('/_local/uploads/') && req.method === 'PUT') {
        const body = await readBody(req, PHOTO_UPLOAD_MAX_BYTES);
        const url = new URL(req.url ?? '/', appUrl);
        if (!body) return writeResult(res, tooLargeResult('The file is larger than 10 MB.', 'text/plain; charset=utf-8'));
        const checked = verifyLocalUpload(config.JWT_SECRET, url, req.headers['content-type'], body.length);
        if (!checked.ok) {
          writeResult(res, { statusCode: checked.status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: checked.reason });
          return;
        }
        await getBlobs(config).put(checked.key, new Uint8Array(body), checked.type);
        writeResult(res, { statusCode: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: '' });
        return;
      }
      if (path === '/config.json') {
        // What CloudFront serves from the deploy-time config file in AWS (infra writes it).
        writeResult(res, { statusCode: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' }, body: JSON.stringify({ apiBaseUrl: '', sitesOrigin: sitesUrl, wsUrl, googleEnabled: Boolean(config.GOOGLE_CLIENT_ID) }) });
        return;
      }
      if (!path.startsWith('/api/')) return serveSpa(res, webDist, path, String(req.headers['accept-encoding'] ?? ''), spaHeaders);
      await invoke(appRoutes, req, res, path);
    })().catch(fail(res));
  });

  // Issue 21 §4: the edge's routes ({slug}.localhost and custom domains → bucket folders), as the deploy worker writes them.
  const edge = createLocalEdge({ root: config.EDGE_DIR, sitesOrigin: sitesUrl });
  sites.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Local stand-ins for what the edge, GCS and GitHub serve in the cloud: deployed sites at their own
    // address (by Host), the same under /live/<bucket>/, and cloneable repositories.
    const served = serveEdgeHost(res, config.BUCKETS_DIR, edge.resolveHost, req.headers.host, path).then((done) => {
      if (done) return undefined;
      return path.startsWith('/live/') ? serveLiveSite(res, config.BUCKETS_DIR, path)
        : path.startsWith('/git/') ? serveGitRepo(res, config.GIT_DIR, path)
          : invoke(sitesRoutes, req, res, path);
    });
    served.catch(fail(res));
  });

  const pollFor = (worker: WorkerDef) => startPoller({
    sqs: queues.sqs,
    queueUrl: queues.urls[worker.queue],
    worker,
    handler: async () => {
      const h = await load<(event: never, context: Context) => Promise<never>>(worker.entry);
      return (event, context) => asInvocation(invokeStore, context.awsRequestId, () => h(event as never, context));
    },
    context: (id) => toContext({ id: worker.id, method: 'POST', path: '/', entry: worker.entry, auth: false, tables: [], timeoutS: worker.timeoutS, memoryMb: worker.memoryMb }, id),
    onError: (err) => logger.error('Local queue poller error', { error: err as Error, worker: worker.id }),
  });
  const pollers = new Map(workers.map((worker) => [worker, pollFor(worker)]));

  // Issue 18: the reconciler, at start and then on a timer. The queues live in memory, so every job beaten
  // before this start lost its message with the last process: it is resumed (or failed) now, not 14 minutes later.
  const startedAt = Date.now();
  const reconcileOnce = (orphanedBefore?: number) => getDeps().then((deps) => reconcileWith(deps, orphanedBefore))
    .catch((err: unknown) => { logger.error('Reconciler run failed', { error: err as Error }); });
  const reconciling = reconcileOnce(startedAt);
  const reconcileTimer = setInterval(() => { void reconcileOnce(startedAt); }, (config.RECONCILE_INTERVAL_S ?? 60) * 1000);
  reconcileTimer.unref();

  if (opts.seed) {
    const deps = await getDeps();
    const written = await seedTemplates({ ...deps, blobs: getBlobs(deps.config), engine: getGenerator(deps.config) });
    if (written) logger.info('Seeded the template gallery', { templates: written });
  }

  return {
    appUrl,
    wsUrl,
    openSockets: live.openSockets,
    sitesUrl,
    dynamoEndpoint: dynamo.endpoint,
    queues,
    async holdQueue(queue) {
      const held = workers.filter((w) => w.queue === queue);
      await Promise.all(held.map((w) => pollers.get(w)!.stop()));
      // Restarted in the stack's base context, as at start: called from a test, the poller would otherwise run
      // with no invoke store, and its first log line would throw ('No context available') and end its loop.
      return () => { for (const w of held) pollers.set(w, invokeStore.run({}, () => pollFor(w))); };
    },
    async close() {
      clearInterval(reconcileTimer);
      await live.close();
      await reconciling;
      await Promise.all([...pollers.values()].map((p) => p.stop()));
      for (const s of [app, sites]) {
        s.closeAllConnections();
        await new Promise<void>((r) => s.close(() => r()));
      }
      resetDeps();
      useScryptPool(undefined);
      await scryptPool.close();
      await queues.close();
      await dynamo.close();
    },
  };
}
