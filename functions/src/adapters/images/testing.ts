/**
 * Test helpers for the image adapters: a real HTTP server on loopback that stands in for a photo API
 * (and its image host), and real photos made with sharp. Used by the *.integ.test.ts files only.
 */
import { once, EventEmitter } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One request the stand-in received. */
export interface SeenRequest {
  method: string;
  /** Path without the query, e.g. `/search/photos`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; it may leave `res` open to simulate a server that hangs. */
export type Handler = (req: SeenRequest, res: ServerResponse, origin: string) => void | Promise<void>;

/**
 * Starts a stand-in on 127.0.0.1 (a random port). `requests` records every request in order;
 * `next(path)` resolves when a request for `path` arrives (to wait on state, not on sleeps).
 */
export async function startStandIn(handle: Handler) {
  const requests: SeenRequest[] = [];
  const events = new EventEmitter();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const seen = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(seen);
      events.emit('request', seen);
      void Promise.resolve(handle(seen, res, origin)).catch((e: unknown) => { res.statusCode = 599; res.end(String(e)); });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** Requests for one path. */
    to: (path: string) => requests.filter((r) => r.path === path),
    next: (path: string) => new Promise<SeenRequest>((resolve) => {
      const on = (r: SeenRequest) => { if (r.path === path) { events.off('request', on); resolve(r); } };
      events.on('request', on);
    }),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Sends JSON with a status and extra headers. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A real JPEG of `width` × `height` with texture (noise), so crops and encoders have something to work on. */
export function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 85 }).toBuffer();
}
