import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hostName } from './naming';
import { HostError, type CertificateState, type DnsRecord, type SiteEdge } from './ports';

/** Host names the local edge answers to: `[a-z0-9-]` labels separated by dots. */
const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The HTTPS edge's stand-in under `npm start` (issue 21 §4): no load balancer and no certificates, but the
 * same addresses' shape — each site answers at `http://{slug}.localhost:{sites port}/` (browsers resolve
 * `*.localhost` to this machine) and a custom domain by its Host header — with the routing kept as one
 * small file per host under `root` (`hosts/<host>.json` → its bucket), which the sites origin reads
 * (`resolveHost`). There is no CDN cache to invalidate; invalidations are recorded for tests.
 * @param sitesOrigin e.g. `http://localhost:3001`: its port goes into the sites' addresses.
 * @throws HostError (permanent) for a slug or domain that is no host name; transient for a disk error.
 */
export function createLocalEdge(opts: { root: string; sitesOrigin: string }): SiteEdge & {
  /** The bucket a Host header names, or null. */
  resolveHost(host: string): Promise<string | null>;
  /** Invalidations asked for, oldest first (there is no cache locally). */
  invalidations: Array<{ host: string; path: string }>;
} {
  const port = new URL(opts.sitesOrigin).port;
  const siteHost = (slug: string) => `${slug}.localhost`;
  const file = (host: string) => {
    const key = hostName(host);
    if (!HOST.test(key)) throw new HostError(`Not a host name: ${host}`, false);
    return join(opts.root, 'hosts', `${key}.json`);
  };
  const route = async (host: string, bucket: string) => {
    try {
      await mkdir(join(opts.root, 'hosts'), { recursive: true });
      await writeFile(file(host), JSON.stringify({ bucket }));
    } catch (err) {
      if (err instanceof HostError) throw err;
      throw new HostError(`Could not record the route for ${host}: ${(err as NodeJS.ErrnoException).code ?? 'disk error'}`, true);
    }
  };
  const invalidations: Array<{ host: string; path: string }> = [];
  const address = (slug: string) => `http://${siteHost(slug)}${port ? `:${port}` : ''}/`;
  const edge = {
    invalidations,
    address,
    async publish(slug: string, bucket: string) {
      await route(siteHost(slug), bucket);
      return address(slug);
    },
    async invalidate(slug: string, paths: string[]) {
      for (const path of paths) invalidations.push({ host: siteHost(slug), path });
    },
    async addDomain(slug: string, domain: string): Promise<DnsRecord[]> {
      const bucket = await edge.resolveHost(siteHost(slug));
      if (!bucket) throw new HostError(`The site ${slug} is not published yet`, false);
      await route(domain, bucket);
      return [{ type: 'CNAME', name: hostName(domain), value: `${siteHost(slug)}.`, purpose: 'points the domain at your site' }];
    },
    async certificate(): Promise<CertificateState> {
      // No certificate locally: a domain is served as soon as its route exists.
      return { state: 'active' };
    },
    async removeDomain(_slug: string, domain: string) {
      await rm(file(domain), { force: true });
    },
    async resolveHost(host: string) {
      try {
        return (JSON.parse(await readFile(file(host), 'utf8')) as { bucket: string }).bucket;
      } catch {
        return null; // not a host name (`file` throws), or no route
      }
    },
  };
  return edge;
}
