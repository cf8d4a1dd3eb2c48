import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** Content types of the files the SPA build and generated sites contain. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2', '.map': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
};

/** Resolves a URL path inside `root`, or null when it would escape it (path traversal) or is not valid percent-encoding. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

/** Sends a file when it exists; returns false otherwise. */
export async function sendFile(res: ServerResponse, file: string, headers: Record<string, string> = {}): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(info.size),
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  await new Promise<void>((resolve, reject) => createReadStream(file).on('error', reject).on('end', resolve).pipe(res));
  return true;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const compressed = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>();

/**
 * Sends a text file brotli- or gzip-compressed when the client accepts it (as CloudFront does in AWS),
 * caching the compressed bytes per file and mtime. Returns false when the file is missing or not text.
 */
async function sendCompressed(res: ServerResponse, file: string, acceptEncoding: string, headers: Record<string, string>): Promise<boolean> {
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? '';
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || !COMPRESSIBLE.test(type)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  let entry = compressed.get(file);
  if (!entry || entry.mtime !== info.mtimeMs) {
    const raw = await readFile(file);
    entry = { mtime: info.mtimeMs, br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(raw, { level: 9 }) };
    compressed.set(file, entry);
  }
  const body = encoding === 'br' ? entry.br : entry.gzip;
  res.writeHead(200, { 'content-type': type, 'content-encoding': encoding, vary: 'accept-encoding', 'content-length': String(body.length), 'x-content-type-options': 'nosniff', ...headers });
  res.end(body);
  return true;
}

/**
 * Serves the SPA build: files as they are (hashed assets cached for a year), and index.html for any
 * other path so deep links work (the CloudFront SPA fallback, locally). `securityHeaders` go on every
 * response, as the distribution's response-headers policy puts them in AWS.
 */
export async function serveSpa(res: ServerResponse, distDir: string, urlPath: string, acceptEncoding = '', securityHeaders: Record<string, string> = {}): Promise<void> {
  const file = safeJoin(distDir, urlPath);
  const immutable = urlPath.startsWith('/assets/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : { 'cache-control': 'no-cache' };
  const send = async (f: string, h: Record<string, string>) => {
    const all = { ...securityHeaders, ...h };
    return (await sendCompressed(res, f, acceptEncoding, all)) || sendFile(res, f, all);
  };
  if (file && urlPath !== '/' && (await send(file, immutable))) return;
  if (await send(join(distDir, 'index.html'), { 'cache-control': 'no-cache' })) return;
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('The web app is not built yet: run `npm run build:web`.');
}
