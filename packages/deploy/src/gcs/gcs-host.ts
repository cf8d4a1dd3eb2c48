import type { Storage } from '@google-cloud/storage';
import { HostError, type PublishFile, type SiteHost } from '../ports';
import { statusOf, withRetry, type RetryOptions } from '../retry';
import { gcsBucketName } from './gcs-bucket-name';
import { classifyGcsError, GCS_ROLE_HINT } from './gcs-errors';

/** Options of `createGcsHost`. */
export interface GcsHostOptions {
  /** GCP_PROJECT_ID, named in the error texts; the Storage client carries the project buckets are created in. */
  projectId?: string;
  /** GCS_LOCATION of new buckets; default `US`. */
  location?: string;
  /** GCS_BUCKET_PREFIX of generated bucket names; default `sitewright-`. */
  bucketPrefix?: string;
  /** Retry policy of every call (defaults of `withRetry`). */
  retry?: RetryOptions;
  /** Files uploaded at once; default 8. */
  uploadConcurrency?: number;
}

/** Website configuration of every site bucket ("Static website examples" in the GCS docs). */
export const WEBSITE = { mainPageSuffix: 'index.html', notFoundPage: '404.html' } as const;
/** The IAM binding that makes a uniform-access bucket publicly readable ("Making data public"). */
export const PUBLIC_READ = { role: 'roles/storage.objectViewer', member: 'allUsers' } as const;

type Binding = { role: string; members?: string[]; condition?: unknown };

/**
 * Google Cloud Storage as the `SiteHost` of the deploy pipeline, through @google-cloud/storage with a
 * client the caller builds (`createStorage`). Calls follow the JSON API (buckets.get / insert / patch,
 * buckets.getIamPolicy / setIamPolicy, objects.insert with `uploadType=multipart`).
 *
 * - `bucketName`: see `gcsBucketName`.
 * - `ensureSite`: reads the bucket; creates it when missing (uniform bucket-level access, STANDARD,
 *   `location`); a 409 on create means the name exists: ours when we can read it, else "name taken";
 *   sets the website configuration (index.html, 404.html); adds `allUsers` as objectViewer to the IAM
 *   policy (version 3) unless already there. Safe to run on every deploy.
 * - `upload`: every file but the root index.html in the given order, `uploadConcurrency` at a time, then
 *   index.html last, so a visitor never gets a page whose assets are missing. Simple (non-resumable)
 *   uploads with contentType, Cache-Control and crc32c validation.
 * - `siteUrl`: `http://<domain>/` for a domain-named bucket (HTTPS needs a load balancer or CDN in
 *   front), else `https://storage.googleapis.com/<bucket>/index.html`.
 *
 * Every call goes through `withRetry`: 408, 429, 5xx and network failures are retried; 401/403 become a
 * permanent `HostError` naming the Storage Admin role (see `classifyGcsError`).
 *
 * @example
 * const site = createGcsHost(createStorage({ credentialsJson, projectId }), { location: 'EU' });
 * const bucket = site.bucketName('cafe-aurora-1a2b3c');
 * await site.ensureSite(bucket);
 * await site.upload(bucket, files);
 */
export function createGcsHost(storage: Storage, opts: GcsHostOptions = {}): SiteHost {
  const concurrency = Math.max(1, opts.uploadConcurrency ?? 8);
  const call = <T>(bucket: string, what: string, fn: () => Promise<T>) =>
    withRetry(`Google Cloud Storage: ${what}`, async () => {
      try {
        return await fn();
      } catch (err) {
        throw classifyGcsError(err, { what, bucket, projectId: opts.projectId });
      }
    }, opts.retry);

  const readable = (name: string) => call(name, `reading bucket gs://${name}`, async () => {
    try {
      await storage.bucket(name).getMetadata();
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      if (statusOf(err) === 403) {
        throw new HostError(`Google Cloud Storage refused reading bucket gs://${name} (HTTP 403): the name may belong to another project, or ${GCS_ROLE_HINT} (${(err as Error).message})`, false, 403);
      }
      throw err;
    }
  });

  const create = (name: string) => call(name, `creating bucket gs://${name}`, async () => {
    try {
      await storage.createBucket(name, {
        location: opts.location ?? 'US',
        storageClass: 'STANDARD',
        iamConfiguration: { uniformBucketLevelAccess: { enabled: true } },
      });
    } catch (err) {
      if (statusOf(err) !== 409) throw err;
      // Exists: created by an earlier attempt of ours, or someone else's (global namespace).
      const ours = await storage.bucket(name).getMetadata().then(() => true, (e: unknown) => {
        if (statusOf(e) === 403 || statusOf(e) === 404) return false;
        throw e;
      });
      if (!ours) throw new HostError(`Google Cloud Storage: bucket name gs://${name} is taken by another project; choose another name or GCS_BUCKET_PREFIX`, false, 409);
    }
  });

  const makePublic = (name: string) => call(name, `making gs://${name} publicly readable`, async () => {
    const iam = storage.bucket(name).iam;
    const [policy] = await iam.getPolicy({ requestedPolicyVersion: 3 });
    const bindings = (policy.bindings ?? []) as Binding[];
    if (bindings.some((b) => b.role === PUBLIC_READ.role && !b.condition && b.members?.includes(PUBLIC_READ.member))) return;
    const viewer = bindings.find((b) => b.role === PUBLIC_READ.role && !b.condition);
    const next = viewer
      ? bindings.map((b) => (b === viewer ? { ...b, members: [...(b.members ?? []), PUBLIC_READ.member] } : b))
      : [...bindings, { role: PUBLIC_READ.role, members: [PUBLIC_READ.member] }];
    try {
      await iam.setPolicy({ ...policy, bindings: next as typeof policy.bindings });
    } catch (err) {
      if (statusOf(err) !== 412) throw err;
      const says = (err as Error).message;
      if (/public access prevention/i.test(says)) {
        throw new HostError(`Google Cloud Storage: gs://${name} cannot be made public because public access prevention is enforced (organization policy storage.publicAccessPrevention) (${says})`, false, 412);
      }
      // The policy changed between read and write (etag mismatch): read it again.
      throw new HostError(`the IAM policy of gs://${name} changed meanwhile (${says})`, true, 412);
    }
  });

  const put = (name: string, f: PublishFile) => call(name, `uploading ${f.path} to gs://${name}`, () =>
    storage.bucket(name).file(f.path).save(Buffer.from(f.content), {
      resumable: false,
      contentType: f.contentType,
      metadata: { cacheControl: f.cacheControl },
      validation: 'crc32c',
    }));

  return {
    bucketName: (base, customDomain) => gcsBucketName(base, customDomain, opts.bucketPrefix),

    async ensureSite(bucket) {
      if (!(await readable(bucket))) await create(bucket);
      await call(bucket, `setting the website configuration of gs://${bucket}`, () => storage.bucket(bucket).setMetadata({ website: { ...WEBSITE } }));
      await makePublic(bucket);
    },

    async upload(bucket, files) {
      const last = files.filter((f) => f.path === 'index.html');
      const first = files.filter((f) => f.path !== 'index.html');
      for (let i = 0; i < first.length; i += concurrency) await Promise.all(first.slice(i, i + concurrency).map((f) => put(bucket, f)));
      for (const f of last) await put(bucket, f);
    },

    siteUrl: (bucket, customDomain) => (customDomain ? `http://${customDomain}/` : `https://storage.googleapis.com/${bucket}/index.html`),
  };
}
