import type { protos } from '@google-cloud/compute';
import { hostnameSchema } from '@sitewright/core/schemas/hostname';
import { HostError, type DnsRecord, type SiteEdge } from '../ports';
import { withRetry, type RetryOptions } from '../retry';
import { certificateManagerEdge, type EdgeCall } from './gcp-edge-certificates';
import type { GcpEdgeClients } from './gcp-edge-clients';
import { classifyEdgeError, edgeStatus } from './gcp-edge-errors';
import { hostName } from '../naming';
import { isHashedAsset, resourceId } from './gcp-edge-names';
import { computeOperationError, ONCE, waitForComputeOperation, type OperationWaitOptions } from './gcp-edge-operations';
import { editUrlMap, ensurePathMatcher, matcherOf, routeHost, unrouteHost } from './gcp-edge-url-map';

type ComputeOperation = protos.google.cloud.compute.v1.IOperation;

/** Options of `createGcpEdge`. */
export interface GcpEdgeOptions {
  /** GCP_PROJECT_ID: the project of the load balancer. */
  projectId: string;
  /** SITES_DOMAIN: sites are served at `https://{slug}.{sitesDomain}/`, e.g. `sites.example.net`. */
  sitesDomain: string;
  /** GCP_URL_MAP: the name of the load balancer's shared URL map (made with the load balancer, not here). */
  urlMap: string;
  /** GCP_CERTIFICATE_MAP: the shared certificate map, holding the wildcard certificate's entry. */
  certificateMap: string;
  /** Prefix of the backend bucket and certificate resource ids; default `sitewright-`. */
  bucketPrefix?: string;
  /** Retry policy of every step (defaults of `withRetry`). */
  retry?: RetryOptions;
  /** How long to wait for long-running operations. */
  operations?: OperationWaitOptions;
}

/**
 * Cloud CDN policy of every backend bucket. USE_ORIGIN_HEADERS: the CDN caches what the objects' own
 * Cache-Control allows, which the bundle sets (bundle.ts): index.html and 404.html short
 * (`max-age=60, must-revalidate`), content-hashed assets a year and `immutable`. So a redeploy needs to
 * invalidate only the HTML. Negative caching keeps 404s from reaching the bucket on every request.
 */
export const CDN_POLICY = { cacheMode: 'USE_ORIGIN_HEADERS', negativeCaching: true } as const;

/** A slug is one DNS label of the site's host name. */
const DNS_LABEL = /^[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?$/;

/**
 * Google Cloud's global external Application Load Balancer as the `SiteEdge` of the deploy pipeline
 * (issue 21 §1, §3), through @google-cloud/compute and @google-cloud/certificate-manager with clients the
 * caller builds (`createGcpEdgeClients`). The load balancer itself, its shared URL map, the certificate
 * map and the wildcard certificate for `*.{sitesDomain}` are infrastructure made once; this adapter adds
 * and removes what is per site and per domain:
 *
 * - `publish`: a backend bucket `{bucketPrefix}{slug}` for the site's GCS bucket with Cloud CDN on
 *   (`CDN_POLICY`), a path matcher `{slug}` whose default service it is, and a host rule
 *   `{slug}.{sitesDomain}` → that matcher. The URL map is written with its fingerprint; a 412 (someone
 *   else wrote it meanwhile) reads it again (`editUrlMap`). Nothing is written when all is in place.
 * - `invalidate`: one cache invalidation `{ host, path }` per path; content-hashed paths are skipped
 *   (they are immutable). The invalidation's operation is not waited for: it ends when every edge cache
 *   has dropped the path, which can take minutes, and a deploy need not hold a function that long.
 * - `addDomain`: a host rule for the domain to the site's path matcher (the site must be published),
 *   then a DNS authorization, a managed certificate and a certificate-map entry (`certificateManagerEdge`).
 *   @returns the CNAME of the domain to the site's host and the authorization's `_acme-challenge` CNAME.
 *   An apex domain (`example.com`) cannot have a CNAME: its owner needs their provider's ALIAS/ANAME.
 * - `certificate`: the managed certificate's state (`certificateState`).
 * - `removeDomain`: the host rule, then the map entry, certificate and authorization; missing ones are fine.
 *
 * Every step goes through `withRetry`: 429 / quota, 5xx and network failures are retried, then become a
 * transient HostError; 401/403 a permanent one naming the roles needed (`classifyEdgeError`). Long-running
 * operations are waited for within `operations.timeoutMs`; one that ends in error is a HostError.
 *
 * @example
 * const edge = createGcpEdge(createGcpEdgeClients({ credentialsJson }), { projectId, sitesDomain: 'sites.example.net', urlMap: 'sites', certificateMap: 'sites' });
 * const url = await edge.publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c'); // https://cafe-aurora-1a2b3c.sites.example.net/
 * await edge.invalidate('cafe-aurora-1a2b3c', ['/', '/index.html']);
 */
export function createGcpEdge(clients: GcpEdgeClients, opts: GcpEdgeOptions): SiteEdge {
  const project = opts.projectId;
  const prefix = opts.bucketPrefix ?? 'sitewright-';
  const wait = opts.operations ?? {};
  const call: EdgeCall = (what, fn) => withRetry(`Google Cloud: ${what}`, async () => {
    try {
      return await fn();
    } catch (err) {
      throw classifyEdgeError(err, { what, projectId: project });
    }
  }, opts.retry);
  const certs = certificateManagerEdge(clients, { projectId: project, certificateMap: opts.certificateMap, prefix, wait, call });
  const hostOf = (slug: string) => {
    if (!DNS_LABEL.test(slug)) throw new HostError(`site slug "${slug}" is not a DNS label (a-z, 0-9 and inner dashes, at most 63)`, false);
    return `${slug}.${opts.sitesDomain}`;
  };
  const matcherFor = (slug: string) => resourceId(slug);
  const done = (op: unknown, what: string) => waitForComputeOperation(clients, project, op as ComputeOperation, what, wait);
  const editMap = (what: string, edit: Parameters<typeof editUrlMap>[3]) => call(what, () => editUrlMap(clients, project, opts.urlMap, edit, wait));

  /** Ensures the backend bucket; @returns its selfLink. */
  async function backendBucket(slug: string, bucket: string): Promise<string> {
    const name = resourceId(slug, { prefix });
    const wanted = { name, bucketName: bucket, enableCdn: true, cdnPolicy: { ...CDN_POLICY }, description: `Sitewright site ${slug}` };
    const existing = await call(`reading backend bucket ${name}`, () => clients.backendBuckets.get({ project, backendBucket: name }, ONCE).then(([b]) => b, (err: unknown) => {
      if (edgeStatus(err) === 404) return undefined;
      throw err;
    }));
    let link = existing?.selfLink ?? undefined;
    if (!existing) {
      link = await call(`creating backend bucket ${name}`, async () => {
        try {
          const [op] = await clients.backendBuckets.insert({ project, backendBucketResource: wanted }, ONCE);
          return (await done(op.latestResponse, `creating backend bucket ${name}`)).targetLink ?? undefined;
        } catch (err) {
          if (edgeStatus(err) !== 409) throw err; // made by an earlier attempt whose answer was lost
          return undefined;
        }
      });
    } else if (existing.bucketName !== bucket || !existing.enableCdn || existing.cdnPolicy?.cacheMode !== CDN_POLICY.cacheMode || !existing.cdnPolicy?.negativeCaching) {
      await call(`updating backend bucket ${name}`, async () => {
        const [op] = await clients.backendBuckets.patch({ project, backendBucket: name, backendBucketResource: wanted }, ONCE);
        await done(op.latestResponse, `updating backend bucket ${name}`);
      });
    }
    return link ?? `https://www.googleapis.com/compute/v1/projects/${project}/global/backendBuckets/${name}`;
  }

  return {
    address: (slug) => `https://${hostOf(slug)}/`,

    async publish(slug, bucket) {
      const host = hostOf(slug);
      const service = await backendBucket(slug, bucket);
      const matcher = matcherFor(slug);
      await editMap(`routing ${host} in URL map ${opts.urlMap}`, (map) => {
        const changedMatcher = ensurePathMatcher(map, matcher, service);
        return routeHost(map, host, matcher) || changedMatcher;
      });
      return `https://${host}/`;
    },

    async invalidate(slug, paths) {
      const host = hostOf(slug);
      const fresh = [...new Set(paths.map((p) => (p.startsWith('/') ? p : `/${p}`)))].filter((p) => !isHashedAsset(p));
      for (const path of fresh) {
        await call(`invalidating ${host}${path}`, async () => {
          const [op] = await clients.urlMaps.invalidateCache({ project, urlMap: opts.urlMap, cacheInvalidationRuleResource: { host, path } }, ONCE);
          const started = op.latestResponse as ComputeOperation;
          if (started.error?.errors?.length) throw computeOperationError(started, `invalidating ${host}${path}`);
        });
      }
    },

    async addDomain(slug, domain) {
      const host = hostOf(slug);
      const name = hostName(domain);
      // The custom-domain rule of the deploy request and the domain API (core's hostnameSchema).
      if (!hostnameSchema.safeParse(name).success) throw new HostError(`"${domain}" is not a domain name (e.g. www.example.com)`, false);
      if (name === opts.sitesDomain || name.endsWith(`.${opts.sitesDomain}`)) throw new HostError(`${name} is under ${opts.sitesDomain}, which the wildcard certificate already serves`, false);
      const matcher = matcherFor(slug);
      await editMap(`routing ${name} to ${host}`, (map) => {
        if (!map.pathMatchers?.some((m) => m.name === matcher)) throw new HostError(`${host} is not published yet: publish the site before adding ${name}`, false);
        return routeHost(map, name, matcher);
      });
      const proof = await certs.addDomain(name);
      const records: DnsRecord[] = [{ type: 'CNAME', name, value: `${host}.`, purpose: 'points the domain at your site' }];
      if (proof?.name && proof.data) {
        records.push({ type: (proof.type as DnsRecord['type']) || 'CNAME', name: proof.name.replace(/\.$/, ''), value: proof.data, purpose: 'proves you own it' });
      }
      return records;
    },

    certificate: (domain) => certs.certificate(hostName(domain)),

    async removeDomain(slug, domain) {
      const name = hostName(domain);
      const matcher = matcherFor(slug);
      await editMap(`removing ${name} from URL map ${opts.urlMap}`, (map) => {
        const current = matcherOf(map, name);
        if (current && current !== matcher) throw new HostError(`${name} is served by another site (path matcher ${current}), not ${slug}`, false);
        return unrouteHost(map, name);
      });
      await certs.removeDomain(name);
    },
  };
}
