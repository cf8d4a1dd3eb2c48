import { HostError } from '../ports';
import { statusOf } from '../retry';

/** What a GCS call was doing, for the error text. */
export interface GcsErrorContext {
  /** The step, e.g. `creating bucket gs://sitewright-cafe`. */
  what: string;
  /** The bucket concerned; a dotted name is a domain-named bucket, which needs domain verification. */
  bucket: string;
  /** GCP_PROJECT_ID, named in permission errors when known. */
  projectId?: string;
}

/** The service-account role the GCS host needs, named in every permission error. */
export const GCS_ROLE_HINT = 'the service account in GCP_SERVICE_ACCOUNT needs the Storage Admin role (roles/storage.admin) on the project';

/**
 * Turns an error of @google-cloud/storage (an `ApiError` whose `code` is the HTTP status) into what
 * `withRetry` should see:
 * - 401 / 403 → permanent, naming the Storage Admin role (and domain verification for a domain-named bucket);
 * - 404 → permanent: the bucket is gone;
 * - other 4xx but 408 / 429 → permanent, with the API's message;
 * - 408, 429, 5xx and errors without a status (network, a crc32c mismatch of an upload) → returned
 *   unchanged: `withRetry` retries them.
 */
export function classifyGcsError(err: unknown, { what, bucket, projectId }: GcsErrorContext): unknown {
  if (err instanceof HostError) return err;
  const status = statusOf(err);
  if (status === undefined || status === 408 || status === 429 || status >= 500) return err;
  const says = (err as Error)?.message || String(err);
  if (status === 401 || status === 403) {
    const domain = bucket.includes('.') ? `; a bucket named after a domain also needs that service account to be a verified owner of ${bucket} (Google Search Console)` : '';
    return new HostError(`Google Cloud Storage refused ${what} (HTTP ${status}): ${GCS_ROLE_HINT}${projectId ? ` ${projectId}` : ''}${domain} (${says})`, false, status);
  }
  if (status === 404) return new HostError(`Google Cloud Storage: bucket gs://${bucket} does not exist while ${what} (${says})`, false, 404);
  return new HostError(`Google Cloud Storage rejected ${what} (HTTP ${status}): ${says}`, false, status);
}
