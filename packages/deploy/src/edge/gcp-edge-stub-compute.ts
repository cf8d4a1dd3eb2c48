/** Test-only: the Compute Engine v1 half of the edge stub (see gcp-edge-stub.ts). */
import { createHash } from 'node:crypto';
import type { Answer, EdgeStubCall, StubContext } from './gcp-edge-stub';

type Resource = Record<string, unknown>;
const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);
type HostRule = { hosts?: string[]; pathMatcher?: string };
type PathMatcher = { name?: string; defaultService?: string };

/** Compute's own checks of a URL map write that the edge could get wrong. */
function urlMapProblem(map: Resource, backendBuckets: Map<string, Resource>): string | undefined {
  const matchers = (map.pathMatchers ?? []) as PathMatcher[];
  const rules = (map.hostRules ?? []) as HostRule[];
  const hosts = rules.flatMap((r) => r.hosts ?? []);
  const twice = hosts.find((h, i) => hosts.indexOf(h) !== i);
  if (twice) return `Invalid value for field 'resource.hostRules': host '${twice}' is in more than one host rule.`;
  const orphan = rules.find((r) => !matchers.some((m) => m.name === r.pathMatcher));
  if (orphan) return `Invalid value for field 'resource.hostRules': path matcher '${orphan.pathMatcher}' does not exist.`;
  const missing = matchers.find((m) => !backendBuckets.has(/global\/backendBuckets\/([^/]+)$/.exec(m.defaultService ?? '')?.[1] ?? ''));
  if (missing) return `The resource '${missing.defaultService}' of path matcher '${missing.name}' was not found`;
  return undefined;
}

/** Routes of `/compute/v1/projects/{project}/global/…`; `urlMaps` exist from the start, empty. */
export function computeRoutes(ctx: StubContext, urlMapNames: string[]) {
  const base = `https://www.googleapis.com/compute/v1/projects/${ctx.project}/global`;
  const backendBuckets = new Map<string, Resource>();
  const urlMaps = new Map<string, Resource>();
  const fingerprint = (name: string) => Buffer.from(shortHash(`${name}${Date.now()}${Math.random()}`)).toString('base64');
  for (const name of urlMapNames) {
    urlMaps.set(name, { kind: 'compute#urlMap', id: '77', name, selfLink: `${base}/urlMaps/${name}`, defaultService: `${base}/backendBuckets/default-404`, hostRules: [], pathMatchers: [], fingerprint: fingerprint(name) });
  }
  backendBuckets.set('default-404', { kind: 'compute#backendBucket', name: 'default-404', bucketName: 'sitewright-not-found', selfLink: `${base}/backendBuckets/default-404` });
  /** Cache invalidations in the order they were asked for. */
  const invalidations: Array<{ host: string; path: string }> = [];
  const operation = (call: EdgeStubCall, operationType: string, targetLink: string, apply: () => void): Answer =>
    [200, ctx.startOperation('compute', call.path, { operationType, targetLink, insertTime: new Date().toISOString() }, () => (apply(), {}))];

  function route(call: EdgeStubCall): Answer | undefined {
    const prefix = `/compute/v1/projects/${ctx.project}/global/`;
    if (!call.path.startsWith(prefix)) return undefined;
    const rest = call.path.slice(prefix.length).split('/');
    const [kind, name, verb] = rest;
    const { method, body } = call;
    if (kind === 'operations' && name && (method === 'GET' || (method === 'POST' && verb === 'wait'))) {
      const op = ctx.pollOperation(name);
      return op ? [200, op] : ctx.computeError(404, `The resource 'projects/${ctx.project}/global/operations/${name}' was not found`, 'notFound');
    }
    if (kind === 'backendBuckets') {
      if (!name && method === 'POST') {
        const id = String(body.name);
        if (backendBuckets.has(id)) return ctx.computeError(409, `The resource 'projects/${ctx.project}/global/backendBuckets/${id}' already exists`, 'alreadyExists');
        return operation(call, 'insert', `${base}/backendBuckets/${id}`, () => backendBuckets.set(id, { kind: 'compute#backendBucket', creationTimestamp: new Date().toISOString(), ...body, selfLink: `${base}/backendBuckets/${id}` }));
      }
      const bucket = name ? backendBuckets.get(name) : undefined;
      if (!bucket) return ctx.computeError(404, `The resource 'projects/${ctx.project}/global/backendBuckets/${name}' was not found`, 'notFound');
      if (method === 'GET') return [200, bucket];
      if (method === 'PATCH') return operation(call, 'patch', String(bucket.selfLink), () => Object.assign(bucket, body));
    }
    if (kind === 'urlMaps' && name) {
      const map = urlMaps.get(name);
      if (!map) return ctx.computeError(404, `The resource 'projects/${ctx.project}/global/urlMaps/${name}' was not found`, 'notFound');
      if (method === 'GET' && !verb) return [200, map];
      if (method === 'PUT' && !verb) {
        if (body.fingerprint !== map.fingerprint) return ctx.computeError(412, 'Invalid fingerprint.', 'conditionNotMet');
        const problem = urlMapProblem(body, backendBuckets);
        if (problem) return ctx.computeError(400, problem, 'invalid');
        // Written at once, as Compute does: the next writer with the old fingerprint gets 412.
        urlMaps.set(name, { ...body, kind: map.kind, id: map.id, name, selfLink: map.selfLink, fingerprint: fingerprint(name) });
        return operation(call, 'update', String(map.selfLink), () => undefined);
      }
      if (method === 'POST' && verb === 'invalidateCache') {
        invalidations.push({ host: String(body.host), path: String(body.path) });
        return operation(call, 'invalidateCache', String(map.selfLink), () => undefined);
      }
    }
    return undefined;
  }

  return { route, state: { backendBuckets, urlMaps, invalidations } };
}
