import { HostError } from '../ports';
import { isTransientStatus } from '../retry';

/** What an edge call was doing, for the error text. */
export interface EdgeErrorContext {
  /** The step, e.g. `creating backend bucket sitewright-cafe`. */
  what: string;
  /** GCP_PROJECT_ID, named in permission errors. */
  projectId?: string;
}

/** The roles the edge's service account needs, named in every permission error. */
export const EDGE_ROLE_HINT = 'the service account in GCP_SERVICE_ACCOUNT needs the Compute Load Balancer Admin role (roles/compute.loadBalancerAdmin) and the Certificate Manager Editor role (roles/certificatemanager.editor) on the project';

/** google.rpc.Code → HTTP status (https://cloud.google.com/apis/design/errors#handling_errors). */
const HTTP_OF_GRPC: Record<number, number> = { 1: 499, 2: 500, 3: 400, 4: 504, 5: 404, 6: 409, 7: 403, 8: 429, 9: 400, 10: 409, 11: 400, 12: 501, 13: 500, 14: 503, 15: 500, 16: 401 };

/** Reasons that mean a quota or rate limit (legacy `errors[].reason`, or ErrorInfo `details[].reason`). */
const QUOTA_REASONS = /^(rateLimitExceeded|userRateLimitExceeded|quotaExceeded|RATE_LIMIT_EXCEEDED|RESOURCE_EXHAUSTED)$/;

interface ApiErrorBody { code?: number; message?: string; status?: string; errors?: { reason?: string; message?: string }[]; details?: { reason?: string }[] }

/**
 * The HTTP status, the API's own message and the error reasons of a failed call. Over the REST
 * transport the libraries (google-gax through google-auth-library's `fetch`) throw a GaxiosError whose
 * `status` is the HTTP status and whose message is the JSON error body; an operation that ends in error
 * gives a GoogleError whose `code` is a google.rpc.Code (0–16); a network failure has neither.
 */
export function describeEdgeError(err: unknown): { status?: number; message: string; reasons: string[] } {
  const e = err as { status?: unknown; code?: unknown; message?: unknown; reason?: unknown };
  const raw = typeof e?.message === 'string' ? e.message : String(err);
  let body: ApiErrorBody | undefined;
  if (raw.startsWith('{')) {
    try {
      body = (JSON.parse(raw) as { error?: ApiErrorBody }).error;
    } catch { /* not a JSON body: keep the text */ }
  }
  const reasons = [...(body?.errors ?? []), ...(body?.details ?? [])].map((r) => r.reason).filter((r): r is string => !!r);
  if (typeof e?.reason === 'string') reasons.push(e.reason);
  if (body?.status) reasons.push(body.status);
  let status: number | undefined;
  if (typeof e?.status === 'number') status = e.status;
  else if (typeof e?.code === 'number') status = e.code >= 100 ? e.code : HTTP_OF_GRPC[e.code];
  return { status: status ?? body?.code, message: body?.message ?? raw, reasons };
}

/** The HTTP status of a failed call (see `describeEdgeError`), e.g. 404 or 412. */
export const edgeStatus = (err: unknown) => describeEdgeError(err).status;

/**
 * Turns an error of @google-cloud/compute or @google-cloud/certificate-manager into a HostError for
 * `withRetry` (as gcs-errors.ts does for Storage):
 * - 429, or a 403 whose reason is `rateLimitExceeded` / `quotaExceeded`, or RESOURCE_EXHAUSTED → transient;
 * - 408, 5xx and errors without a status (network) → transient;
 * - 401 / 403 → permanent, naming the roles (`EDGE_ROLE_HINT`);
 * - any other status → permanent, with the API's message.
 */
export function classifyEdgeError(err: unknown, { what, projectId }: EdgeErrorContext): HostError {
  if (err instanceof HostError) return err;
  const { status, message, reasons } = describeEdgeError(err);
  const quota = status === 429 || reasons.some((r) => QUOTA_REASONS.test(r));
  // Transient ones carry only the cause: `withRetry` prefixes what failed when it gives up.
  if (quota) return new HostError(`a quota or rate limit was reached, try again later (${message})`, true, status ?? 429);
  if (isTransientStatus(status)) return new HostError(message, true, status);
  if (status === 401 || status === 403) {
    return new HostError(`Google Cloud refused ${what} (HTTP ${status}): ${EDGE_ROLE_HINT}${projectId ? ` ${projectId}` : ''} (${message})`, false, status);
  }
  return new HostError(`Google Cloud rejected ${what} (HTTP ${status}): ${message}`, false, status);
}
