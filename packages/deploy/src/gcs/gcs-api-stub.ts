/**
 * Test-only: an in-memory imitation of the GCS JSON API paths @google-cloud/storage calls for
 * `createGcsHost` (buckets insert / get / patch, getIamPolicy / setIamPolicy, objects insert by simple
 * `media` or `multipart` upload, answering with `crc32c` and an `x-goog-hash` header as the real API
 * does), served by node:http on 127.0.0.1. Records every request; can inject statuses. Used by
 * gcs-host.integ.test.ts; not imported by production code.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

/** A request the stub received: method, decoded path, query, JSON body (uploads: the metadata part). */
export interface GcsStubCall { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> }
/** An injected answer for the next `times` requests matching `method` and `path`. */
export interface GcsInjection { method: string; path: RegExp; times: number; status: number; message?: string }
/** An uploaded object as stored. */
export interface StubObject { name: string; contentType?: string; cacheControl?: string; data: Buffer }
type Policy = { version: number; etag: string; bindings: { role: string; members: string[] }[] };

const crc32c = (data: Buffer) => {
  const c = new CRC32C();
  c.update(data);
  return c.toString();
};

/** Splits a `multipart/related` body into its metadata JSON and its media (RFC 2387, as the library writes it). */
function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1]?.replace(/"/g, '') ?? '';
  const parts = body.toString('latin1').split(`--${boundary}`).slice(1, -1).map((part) => {
    const raw = part.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
    const at = raw.search(/\r?\n\r?\n/);
    const head = raw.slice(0, at);
    const content = raw.slice(at).replace(/^\r?\n\r?\n/, '');
    return { type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '', data: Buffer.from(content, 'latin1') };
  });
  return { meta: JSON.parse(parts[0]?.data.toString('utf8') ?? '{}') as Record<string, unknown>, media: parts[1] };
}

/** Starts the stub; `foreign` names buckets that exist but belong to another project (GET 403, insert 409). */
export async function startGcsStub({ foreign = [] as string[] } = {}) {
  const calls: GcsStubCall[] = [];
  const injections: GcsInjection[] = [];
  const buckets = new Map<string, Record<string, unknown>>();
  const policies = new Map<string, Policy>();
  const objects = new Map<string, StubObject>();
  /** `bucket/name` of each upload, in the order they completed. */
  const uploads: string[] = [];
  /** How many of the next uploads answer with a wrong crc32c, as if the bytes were damaged on the way. */
  const damage = { uploads: 0 };

  const route = (method: string, path: string, query: URLSearchParams, body: Buffer, contentType: string, call: GcsStubCall): [number, unknown, Record<string, string>?] => {
    const error = (code: number, message: string): [number, unknown] => [code, { error: { code, message, errors: [{ message, reason: 'stub' }] } }];
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/upload\/storage\/v1\/b\/([^/]+)\/o$/)) && method === 'POST') {
      if (!buckets.has(m[1]!)) return error(404, 'The specified bucket does not exist.');
      const { meta, media } = query.get('uploadType') === 'multipart' ? parseMultipart(body, contentType) : { meta: {} as Record<string, unknown>, media: { type: contentType, data: body } };
      call.body = meta;
      const name = String(meta.name ?? query.get('name'));
      const obj: StubObject = { name, contentType: (meta.contentType as string) ?? media?.type, cacheControl: meta.cacheControl as string | undefined, data: media?.data ?? Buffer.alloc(0) };
      objects.set(`${m[1]}/${name}`, obj);
      uploads.push(`${m[1]}/${name}`);
      const hash = crc32c(damage.uploads-- > 0 ? Buffer.concat([obj.data, Buffer.from('!')]) : obj.data);
      const md5 = createHash('md5').update(obj.data).digest('base64');
      return [200, { kind: 'storage#object', bucket: m[1], name, generation: String(uploads.length), size: String(obj.data.length), contentType: obj.contentType, cacheControl: obj.cacheControl, crc32c: hash, md5Hash: md5 }, { 'x-goog-hash': `crc32c=${hash},md5=${md5}` }];
    }
    if (path === '/storage/v1/b' && method === 'POST') {
      const name = String(call.body.name);
      if (buckets.has(name) || foreign.includes(name)) return error(409, 'Your previous request to create the named bucket succeeded and you already own it.');
      buckets.set(name, { kind: 'storage#bucket', id: name, projectNumber: '42', ...call.body, project: query.get('project') });
      policies.set(name, { version: 1, etag: 'CAE=', bindings: [{ role: 'roles/storage.legacyBucketOwner', members: ['projectOwner:p1'] }] });
      return [200, buckets.get(name)];
    }
    if ((m = path.match(/^\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/)) && method === 'DELETE') {
      return objects.delete(`${m[1]}/${m[2]}`) ? [204, ''] : error(404, 'No such object');
    }
    if (!(m = path.match(/^\/storage\/v1\/b\/([^/]+)(\/iam)?$/))) return error(404, 'Not Found');
    const name = m[1]!;
    if (foreign.includes(name)) return error(403, `sa@p1.iam.gserviceaccount.com does not have storage.buckets.get access to the Google Cloud Storage bucket.`);
    const bucket = buckets.get(name);
    if (!bucket) return error(404, 'The specified bucket does not exist.');
    if (!m[2] && method === 'GET') return [200, bucket];
    if (!m[2] && method === 'PATCH') return [200, Object.assign(bucket, call.body)];
    const policy = policies.get(name)!;
    if (method === 'GET') return [200, { kind: 'storage#policy', resourceId: `projects/_/buckets/${name}`, ...policy, version: Math.min(Number(query.get('optionsRequestedPolicyVersion') ?? 1), 3) }];
    if (method === 'PUT') {
      if (call.body.etag && call.body.etag !== policy.etag) return error(412, 'Precondition Failed');
      const next = { version: Number(call.body.version ?? 1), etag: Buffer.from(String(Date.now() + Math.random())).toString('base64'), bindings: call.body.bindings as Policy['bindings'] };
      policies.set(name, next);
      return [200, { kind: 'storage#policy', resourceId: `projects/_/buckets/${name}`, ...next }];
    }
    return error(404, 'Not Found');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const method = req.method ?? 'GET';
      const path = decodeURIComponent(url.pathname);
      const body = Buffer.concat(chunks);
      const json = /json/.test(req.headers['content-type'] ?? '') && body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
      const call: GcsStubCall = { method, path, query: url.searchParams, body: json };
      calls.push(call);
      const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
        res.end(JSON.stringify(data));
      };
      const inj = injections.find((i) => i.times > 0 && i.method === method && i.path.test(path));
      if (inj) {
        inj.times--;
        return send(inj.status, { error: { code: inj.status, message: inj.message ?? `injected ${inj.status}` } });
      }
      const [status, data, headers] = route(method, path, url.searchParams, body, req.headers['content-type'] ?? '', call);
      send(status, data, headers);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    apiEndpoint: `http://127.0.0.1:${port}`,
    calls, buckets, policies, objects, uploads, damage,
    /** `METHOD /path` of every call so far. */
    log: () => calls.map((c) => `${c.method} ${c.path}`),
    inject: (i: GcsInjection) => void injections.push(i),
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** The stub's handle, as returned by `startGcsStub`. */
export type GcsStub = Awaited<ReturnType<typeof startGcsStub>>;
