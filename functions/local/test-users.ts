import { request } from 'node:http';
import { deflateSync } from 'node:zlib';
import type { ApiAnswer } from './test-stack';

type Api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, opts?: { token?: string }) => Promise<ApiAnswer<T>>;

/** Registers and verifies a user through the real routes; returns its token and id. */
export async function signedInUser(stack: { api: Api; outboxCode(to: string): Promise<string> }, email: string, name = 'Test User') {
  await stack.api('POST', '/api/auth/register', { name, email, password: 'a long passphrase' });
  const v = await stack.api<{ access_token: string }>('POST', '/api/auth/verify-otp', { email, otp: await stack.outboxCode(email) });
  if (v.status !== 200) throw new Error(`verify failed: ${v.status} ${JSON.stringify(v.body)}`);
  const me = await stack.api<{ id: string }>('GET', '/api/auth/me', undefined, { token: v.body.access_token });
  return { token: v.body.access_token, id: me.body.id, email };
}

/** Polls until `check` returns a value or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000, everyMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A tiny valid PNG (w×h, red). */
export function pngBytes(w = 8, h = 8, pad = 0): Uint8Array<ArrayBuffer> {
  // Built by hand (zlib + CRC) so tests need no image library; `pad` adds a tEXt chunk to reach a size.
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4); c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
  const raw = Buffer.concat(Array.from({ length: h }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0x20)])));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw))];
  if (pad > 0) parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(pad, 0x61)])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Uint8Array.from(Buffer.concat(parts));
}

/**
 * GETs a deployed site's address from Node the way a browser would: a `*.localhost` host (which browsers
 * resolve to this machine and Node's resolver does not) is asked of 127.0.0.1 with its Host header; `host`
 * overrides that header (a custom domain served by the same port).
 */
export async function fetchSite(url: string, host?: string): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  const u = new URL(url);
  const loopback = u.hostname.endsWith('.localhost') || u.hostname === 'localhost';
  return new Promise((resolve, reject) => {
    const req = request({ host: loopback ? '127.0.0.1' : u.hostname, port: u.port || 80, path: `${u.pathname}${u.search}`, headers: { host: host ?? u.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The test stack as the helpers below use it. */
type StackApi = { api: Api };

/** Generates a site through the real routes and waits until it is ready; returns the project id. */
export async function readyProject(stack: StackApi, token: string, brief: Record<string, unknown>): Promise<string> {
  const gen = await stack.api<{ project_id: string }>('POST', '/api/generate', brief, { token });
  if (gen.status !== 202) throw new Error(`generate answered ${gen.status}: ${JSON.stringify(gen.body)}`);
  const id = gen.body.project_id;
  await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${id}`, undefined, { token })).body.status === 'ready' ? true : undefined), 30_000);
  return id;
}

/** Generates and deploys (basic) a site through the real routes; returns the deployment id and the live address. */
export async function deployedSite(stack: StackApi, token: string, brief: Record<string, unknown>): Promise<{ projectId: string; deploymentId: string; url: string }> {
  const projectId = await readyProject(stack, token, brief);
  const dep = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/basic', { project_id: projectId }, { token });
  const url = await eventually(async () => {
    const p = (await stack.api<{ progress: { status: string }; deployment: { url: string | null } }>('GET', `/api/deployment/${dep.body.deployment_id}/progress`, undefined, { token })).body;
    return p.progress.status === 'deployed' ? p.deployment.url ?? undefined : undefined;
  }, 30_000);
  return { projectId, deploymentId: dep.body.deployment_id, url };
}
