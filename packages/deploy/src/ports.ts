/**
 * Ports of the deploy pipeline: where the repository lives (GitHub, or bare repos locally) and where
 * the site is served from (Google Cloud Storage, or bucket folders locally). Adapters receive their
 * SDK clients; the pipeline only sees these interfaces.
 */

/** A file of the published site or the repository. */
export interface PublishFile {
  /** Path relative to the site root, with forward slashes, e.g. `assets/style.3f9a1c2e.css`. */
  path: string;
  content: Uint8Array;
  contentType: string;
  /** Cache-Control for the site host (short for HTML, long and immutable for hashed assets). */
  cacheControl: string;
}

/** A repository as the deployment records it (SPEC §3 metadata.github_repo / github_url). */
export interface RepoRef {
  /** `owner/name`. */
  fullName: string;
  /** Web URL of the repository (or a clone URL locally). */
  url: string;
  defaultBranch: string;
}

/** Where a deployment's repository lives: GitHub (@octokit/rest) in AWS, bare repos under .data/git locally. */
export interface GitHost {
  /** Creates the repository when it does not exist, else returns it (idempotent). @throws HostError. */
  ensureRepository(name: string, description: string): Promise<RepoRef>;
  /**
   * Pushes `files` as ONE commit on the default branch. Idempotent per `deploymentKey`: when the branch
   * head already is a commit carrying that key (a `Sitewright-Deployment:` trailer), it is returned and
   * nothing is pushed, so a redelivered job never makes a duplicate commit.
   * @throws HostError.
   */
  pushCommit(repo: RepoRef, files: { path: string; content: Uint8Array }[], message: string, deploymentKey: string): Promise<{ sha: string; created: boolean }>;
}

/** Where a deployed site is served from: GCS buckets in AWS, folders under .data/buckets locally. */
export interface SiteHost {
  /** Name of the bucket for a site: the custom domain when given (GCS domain-named bucket), else a generated name. */
  bucketName(base: string, customDomain?: string): string;
  /** Creates and configures the bucket for website hosting with public read (idempotent). @throws HostError. */
  ensureSite(bucket: string): Promise<void>;
  /** Uploads the files in the given order (assets first, index.html last). @throws HostError. */
  upload(bucket: string, files: PublishFile[]): Promise<void>;
  /** The public URL of the site. */
  siteUrl(bucket: string, customDomain?: string): string;
}

/**
 * A DNS record the owner of a custom domain creates at their DNS provider (issue 21 §2), shown exactly as
 * the product wants it: e.g. `{ type: 'CNAME', name: 'www.example.com', value: 'blue-fern-1a2b3c.sites.example.net.' }`.
 */
export interface DnsRecord {
  type: 'CNAME' | 'A' | 'TXT';
  /** Fully qualified name, without the trailing dot. */
  name: string;
  /** The record's data (a CNAME target ends with a dot). */
  value: string;
  /** What it is for, in words an owner understands ("points the domain at your site", "proves you own it"). */
  purpose: string;
}

/** A custom domain's certificate as the edge sees it (Certificate Manager's managed certificate state). */
export type CertificateState = { state: 'provisioning' } | { state: 'active' } | { state: 'failed'; reason: string };

/**
 * The HTTPS edge in front of the site buckets (issue 21): in GCP a global external Application Load
 * Balancer with one backend bucket per site (Cloud CDN on), host rules on a shared URL map, a wildcard
 * Google-managed certificate for `*.{SITES_DOMAIN}` and one per custom domain (Certificate Manager,
 * DNS authorization); locally the sites port routing by Host header. Every method is idempotent.
 * Failures are HostError (transient for 429 quota, 5xx and network; permanent otherwise).
 */
export interface SiteEdge {
  /** The site's address for a slug, without changing anything (`https://{slug}.{sitesDomain}/`). */
  address(slug: string): string;
  /**
   * Serves the bucket at `https://{slug}.{sitesDomain}/` (locally `http://{slug}.localhost:{port}/`): a
   * backend bucket with Cloud CDN for it and a host rule for the slug. @returns the site's address.
   */
  publish(slug: string, bucket: string): Promise<string>;
  /** Invalidates what a redeploy must make fresh (`/` and `/index.html`), never the hashed assets. */
  invalidate(slug: string, paths: string[]): Promise<void>;
  /**
   * Starts serving `domain` for the site: a DNS authorization, a managed certificate and its certificate-map
   * entry, and a host rule to the site's backend bucket. @returns the records the owner must create.
   */
  addDomain(slug: string, domain: string): Promise<DnsRecord[]>;
  /** The state of the domain's certificate. */
  certificate(domain: string): Promise<CertificateState>;
  /** Stops serving `domain`: its host rule, certificate-map entry, certificate and DNS authorization go. */
  removeDomain(slug: string, domain: string): Promise<void>;
}

/** A failure of a git or site host; `transient` ones (429, 5xx, network) are worth retrying later. */
export class HostError extends Error {
  constructor(message: string, readonly transient: boolean, readonly status?: number) {
    super(message);
    this.name = 'HostError';
  }
}
