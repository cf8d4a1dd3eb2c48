import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';
import { ApiError } from './errors';

let server: Server;
let base = '';
const seen: { auth?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body });
      if (req.url === '/slow') return setTimeout(() => res.end('{}'), 500);
      if (req.url === '/fail') { res.writeHead(403, { 'content-type': 'application/json' }); return res.end('{"detail":"Nope"}'); }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('api client', () => {
  it('It should send the bearer token when one is stored, and JSON bodies', async () => {
    const client = createApiClient({ baseUrl: () => base, getToken: () => 'tok-1' });
    await expect(client.post('/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({ auth: 'Bearer tok-1', body: '{"a":1}' });
    await createApiClient({ baseUrl: () => base, getToken: () => null }).get('/x');
    expect(seen.at(-1)?.auth).toBeUndefined();
  });

  it('It should throw ApiError with status and detail, and time out', async () => {
    const client = createApiClient({ baseUrl: () => base, getToken: () => null });
    await expect(client.get('/fail')).rejects.toEqual(expect.objectContaining({ status: 403, detail: 'Nope' }));
    const err = await client.request('GET', '/slow', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toMatch(/timed out/);
  });
});
