/**
 * Test-only: an in-memory imitation of the REST requests @google-cloud/compute and
 * @google-cloud/certificate-manager send for `createGcpEdge` (google-gax's REST transport), served by
 * node:http on 127.0.0.1:
 * - Compute Engine v1 (`/compute/v1/projects/{project}/global/…`): backendBuckets get / insert / patch;
 *   urlMaps get / update (412 on a stale `fingerprint`; 400 for a host rule naming no path matcher, a host
 *   in two rules, a path matcher's service that is no backend bucket) / invalidateCache; operations get
 *   and wait. Answers as Compute does: a `compute#operation` RUNNING, DONE later, errors as
 *   `{ error: { code, message, errors: [{ reason }] } }`.
 * - Certificate Manager v1 (`/v1/projects/{project}/locations/global/…`): dnsAuthorizations,
 *   certificates and certificateMaps/{map}/certificateMapEntries create / get / delete (409
 *   ALREADY_EXISTS; deleting what another resource uses fails FAILED_PRECONDITION); operations get.
 *   Creates and deletes answer a google.longrunning.Operation, `done` on a later get with `response`.
 * A resource appears (or goes) when its operation is DONE, so a client that does not wait sees it missing
 * (but a URL map is written at once, so that concurrent writers meet its fingerprint check).
 * Records every request; injects error answers; plans operations that stay RUNNING or end in error; sets
 * a certificate's state. Not imported by production code.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { certificateManagerRoutes } from './gcp-edge-stub-certificates';
import { computeRoutes } from './gcp-edge-stub-compute';

/** A request the stub received: method, decoded path, query and JSON body. */
export interface EdgeStubCall { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> }
/** An error answer for the next `times` requests matching `method` and `path`. */
export interface EdgeInjection {
  method: string; path: RegExp; times: number; status: number; message?: string;
  /** Compute's `errors[0].reason`, e.g. `rateLimitExceeded`, `forbidden`. */
  reason?: string;
  /** The google.rpc.Code name Certificate Manager adds, e.g. `PERMISSION_DENIED`. */
  grpcStatus?: string;
}
/** How the next `times` operations started by a request to `path` behave. */
export interface OperationPlan {
  path: RegExp; times?: number;
  /** Polls (get or wait) that still answer RUNNING / `done: false`. */
  polls?: number;
  /** Ends the operation with this error instead of making the change. `code`: Compute's error code or a google.rpc.Code name. */
  error?: { code: string; message: string; httpStatus?: number };
}
/** A long-running operation the stub keeps. */
export interface StubOperation {
  api: 'compute' | 'certificatemanager'; resource: Record<string, unknown>; polls: number; path: string;
  error?: OperationPlan['error'];
  /** Makes the change; @returns the response of a Certificate Manager operation. */
  apply: () => Record<string, unknown>;
}
/** An answer: status, JSON body. */
export type Answer = [number, unknown];
/** What a route module needs from the stub. */
export interface StubContext {
  project: string;
  startOperation(api: StubOperation['api'], path: string, resource: Record<string, unknown>, apply: StubOperation['apply']): Record<string, unknown>;
  pollOperation(name: string): Record<string, unknown> | undefined;
  computeError(code: number, message: string, reason?: string): Answer;
  rpcError(code: number, status: string, message: string): Answer;
}

/** google.rpc.Code numbers of the names plans and injections use. */
export const RPC_CODES: Record<string, number> = { INVALID_ARGUMENT: 3, NOT_FOUND: 5, ALREADY_EXISTS: 6, PERMISSION_DENIED: 7, RESOURCE_EXHAUSTED: 8, FAILED_PRECONDITION: 9, INTERNAL: 13, UNAVAILABLE: 14 };

/** Starts the stub; `urlMaps` and `certificateMaps` exist from the start (made with the load balancer). */
export async function startGcpEdgeStub({ project = 'p1', urlMaps = ['sites'], certificateMaps = ['sites'] } = {}) {
  const calls: EdgeStubCall[] = [];
  const injections: EdgeInjection[] = [];
  const plans: OperationPlan[] = [];
  const operations = new Map<string, StubOperation>();
  let opCount = 0;

  const ctx: StubContext = {
    project,
    startOperation(api, path, resource, apply) {
      const n = ++opCount;
      const plan = plans.find((p) => (p.times ?? 1) > 0 && p.path.test(path));
      if (plan) plan.times = (plan.times ?? 1) - 1;
      const name = api === 'compute' ? `operation-${n}` : `projects/${project}/locations/global/operations/operation-${n}`;
      const op: StubOperation = { api, path, polls: plan?.polls ?? 0, error: plan?.error, apply, resource: {} };
      op.resource = api === 'compute'
        ? { kind: 'compute#operation', id: String(1000 + n), name, status: 'RUNNING', progress: 0, selfLink: `https://www.googleapis.com/compute/v1/projects/${project}/global/operations/${name}`, ...resource }
        : { name, done: false, metadata: { '@type': 'type.googleapis.com/google.cloud.certificatemanager.v1.OperationMetadata', apiVersion: 'v1', ...resource } };
      operations.set(name, op);
      return op.resource;
    },
    pollOperation(name) {
      const op = operations.get(name);
      if (!op) return undefined;
      const finished = op.api === 'compute' ? op.resource.status === 'DONE' : op.resource.done === true;
      if (finished) return op.resource;
      if (op.polls > 0) {
        op.polls--;
        return op.resource;
      }
      const response = op.error ? undefined : op.apply();
      if (op.api === 'compute') {
        Object.assign(op.resource, { status: 'DONE', progress: 100, endTime: new Date().toISOString() });
        if (op.error) Object.assign(op.resource, { error: { errors: [{ code: op.error.code, message: op.error.message }] }, httpErrorStatusCode: op.error.httpStatus ?? 400, httpErrorMessage: 'BAD REQUEST' });
      } else {
        Object.assign(op.resource, { done: true }, op.error ? { error: { code: RPC_CODES[op.error.code] ?? 2, message: op.error.message } } : { response });
      }
      return op.resource;
    },
    computeError: (code, message, reason = 'invalid') => [code, { error: { code, message, errors: [{ message, domain: 'global', reason }] } }],
    rpcError: (code, status, message) => [code, { error: { code, message, status } }],
  };
  const compute = computeRoutes(ctx, urlMaps);
  const certificates = certificateManagerRoutes(ctx, certificateMaps);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString('utf8');
      const call: EdgeStubCall = { method: req.method ?? 'GET', path: decodeURIComponent(url.pathname), query: url.searchParams, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
      calls.push(call);
      const inj = injections.find((i) => i.times > 0 && i.method === call.method && i.path.test(call.path));
      let answer: Answer;
      if (inj) {
        inj.times--;
        const message = inj.message ?? `injected ${inj.status}`;
        answer = [inj.status, { error: { code: inj.status, message, errors: [{ message, domain: 'global', reason: inj.reason ?? 'injected' }], ...(inj.grpcStatus ? { status: inj.grpcStatus } : {}) } }];
      } else {
        answer = compute.route(call) ?? certificates.route(call) ?? ctx.computeError(404, `The requested URL ${call.path} was not found on this server.`, 'notFound');
      }
      res.writeHead(answer[0], { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(answer[1]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    apiEndpoint: `http://127.0.0.1:${port}`,
    calls, operations, ...compute.state, ...certificates.state,
    /** `METHOD /path` of every call so far, with the project prefix cut (`GET /global/urlMaps/sites`). */
    log: () => calls.map((c) => `${c.method} ${c.path.replace(/^\/(compute\/)?v1\/projects\/[^/]+(\/locations\/global)?/, '')}`),
    inject: (i: EdgeInjection) => void injections.push(i),
    planOperation: (p: OperationPlan) => void plans.push(p),
    setCertificate: certificates.setCertificate,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** The stub's handle, as returned by `startGcpEdgeStub`. */
export type GcpEdgeStub = Awaited<ReturnType<typeof startGcpEdgeStub>>;
