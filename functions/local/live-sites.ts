import type { ServerResponse } from 'node:http';
import { createLocalSiteHost } from '@sitewright/deploy/local-site-host';
import { safeJoin, sendFile } from './static-files';

/**
 * What GCS website hosting does, for local bucket folders: /live/<bucket>/<path> serves the object with
 * its stored content type and cache control, a folder path serves its index.html, a missing object the
 * bucket's 404.html with status 404.
 */
export async function serveLiveSite(res: ServerResponse, bucketsDir: string, urlPath: string): Promise<void> {
  const m = /^\/live\/([a-z0-9][a-z0-9.-]{1,220})(\/.*)?$/.exec(urlPath);
  if (!m) return notFound(res);
  if (m[2] === undefined) {
    res.writeHead(301, { location: `${urlPath}/` });
    res.end();
    return;
  }
  return serveBucketPath(res, bucketsDir, m[1] as string, m[2]);
}

/**
 * What the HTTPS edge does for a site's own address (issue 21 §4): a request whose Host names a routed
 * site (`{slug}.localhost:<port>`, or a custom domain) is served from that site's bucket at the root path.
 * @returns false when the Host names no site (the caller serves its other paths).
 */
export async function serveEdgeHost(res: ServerResponse, bucketsDir: string, resolveHost: (host: string) => Promise<string | null>, host: string | undefined, urlPath: string): Promise<boolean> {
  if (!host || /^(localhost|127\.0\.0\.1)(:\d+)?$/i.test(host)) return false;
  const bucket = await resolveHost(host);
  if (!bucket) return false;
  await serveBucketPath(res, bucketsDir, bucket, urlPath);
  return true;
}

/** One object of a bucket folder by its URL path (`/`, `/about/`, `/assets/x.css`), as GCS website hosting serves it. */
async function serveBucketPath(res: ServerResponse, bucketsDir: string, bucket: string, urlPath: string): Promise<void> {
  const host = createLocalSiteHost({ root: bucketsDir, sitesOrigin: '' });
  let path: string;
  try {
    path = decodeURIComponent(urlPath.slice(1));
  } catch {
    return notFound(res);
  }
  if (path === '' || path.endsWith('/')) path += 'index.html';
  const obj = await host.readObject(bucket, path).catch(() => null);
  const fallback = obj ? null : await host.readObject(bucket, '404.html').catch(() => null);
  const found = obj ?? fallback;
  if (!found) return notFound(res);
  res.writeHead(obj ? 200 : 404, { 'content-type': found.meta.contentType, 'cache-control': found.meta.cacheControl, 'x-content-type-options': 'nosniff' });
  res.end(found.body);
}

/** Bare repositories over git's dumb HTTP protocol (info/refs, HEAD, loose objects), so `git clone <url>` works. */
export async function serveGitRepo(res: ServerResponse, gitDir: string, urlPath: string): Promise<void> {
  const file = safeJoin(gitDir, urlPath.replace(/^\/git/, ''));
  if (!file || !(await sendFile(res, file, { 'content-type': 'application/octet-stream', 'cache-control': 'no-cache' }))) notFound(res);
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}
