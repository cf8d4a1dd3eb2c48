import type { protos } from '@google-cloud/compute';
import type { CallOptions } from 'google-gax';
import { HostError } from '../ports';
import type { GcpEdgeClients } from './gcp-edge-clients';

type ComputeOperation = protos.google.cloud.compute.v1.IOperation;

/** How long to wait for a long-running operation. Times in ms. */
export interface OperationWaitOptions {
  /** Longest wait for one operation; default 300 000 (5 min). A Compute `wait` call in flight may add up to 2 min. */
  timeoutMs?: number;
  /** Pause before asking again about an operation still running; default 2000. */
  pollMs?: number;
  /** Sleep function, replaceable in tests (Compute operations; Certificate Manager's are polled by google-gax). */
  sleep?: (ms: number) => Promise<void>;
}

/** Call options of every request: no retries inside the library, `withRetry` is the one place that retries. */
export const ONCE: CallOptions = { retry: null };

const timeoutOf = (o: OperationWaitOptions) => o.timeoutMs ?? 300_000;
const pollOf = (o: OperationWaitOptions) => o.pollMs ?? 2000;

/** Compute Engine error codes of an operation that are worth trying again later. */
const TRANSIENT_CODES = /^(RESOURCE_NOT_READY|RATE_LIMIT_EXCEEDED|INTERNAL_ERROR|SERVICE_UNAVAILABLE|OPERATION_CANCELED)$/;

/** A Compute operation that ended with `error`, as a HostError: transient for 429 / 5xx and the codes above. */
export function computeOperationError(op: ComputeOperation, what: string): HostError {
  const errors = op.error?.errors ?? [];
  const status = op.httpErrorStatusCode ?? undefined;
  const codes = errors.map((e) => e.code ?? '').filter(Boolean);
  const text = errors.map((e) => e.message).filter(Boolean).join('; ') || op.httpErrorMessage || 'no details';
  const transient = status === 429 || (status !== undefined && status >= 500) || codes.some((c) => TRANSIENT_CODES.test(c));
  const quota = codes.includes('QUOTA_EXCEEDED') ? ': raise the quota under IAM & Admin → Quotas' : '';
  return new HostError(`Google Cloud: ${what} failed (${codes.join(', ') || `HTTP ${status}`})${quota}: ${text}`, transient, status);
}

/**
 * Waits for a Compute Engine global operation (what `insert`, `update` and `invalidateCache` return) with
 * `globalOperations.wait`, which answers when the operation is DONE or after about 2 minutes, until
 * `timeoutMs` has passed. @returns the finished operation (its `targetLink` names the resource).
 * @throws HostError when the operation ends with an error (see `computeOperationError`), or a transient
 * HostError when it is still running at the deadline.
 */
export async function waitForComputeOperation(clients: Pick<GcpEdgeClients, 'globalOperations'>, project: string, op: ComputeOperation, what: string, opts: OperationWaitOptions = {}): Promise<ComputeOperation> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const deadline = Date.now() + timeoutOf(opts);
  let current = op;
  while (current.status !== 'DONE') {
    if (Date.now() >= deadline) throw new HostError(`Google Cloud: ${what} is still running after ${Math.round(timeoutOf(opts) / 1000)} s (operation ${op.name})`, true);
    [current] = await clients.globalOperations.wait({ project, operation: op.name ?? '' }, ONCE);
    if (current.status !== 'DONE') await sleep(pollOf(opts));
  }
  if (current.error?.errors?.length) throw computeOperationError(current, what);
  return current;
}

/**
 * Call options of a Certificate Manager request that starts an operation: google-gax polls it with
 * `operations.get` every `pollMs` (× 1.5, at most 15 s) until `timeoutMs`, then fails with
 * DEADLINE_EXCEEDED (transient, see classifyEdgeError).
 */
export function lroOptions(opts: OperationWaitOptions = {}): CallOptions {
  const longrunning: NonNullable<CallOptions['longrunning']> = {
    initialRetryDelayMillis: pollOf(opts),
    retryDelayMultiplier: 1.5,
    maxRetryDelayMillis: Math.max(pollOf(opts), 15_000),
    totalTimeoutMillis: timeoutOf(opts),
  };
  return { ...ONCE, longrunning };
}
