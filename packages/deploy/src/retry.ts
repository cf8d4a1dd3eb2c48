import { HostError } from './ports';

/** Options of `withRetry`. Delays in ms. */
export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Sleep function, replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

/** HTTP status of an error from Octokit, gaxios (GCS) or fetch-like clients, if any. */
export function statusOf(err: unknown): number | undefined {
  const e = err as { status?: unknown; code?: unknown; response?: { status?: unknown } };
  for (const v of [e?.status, e?.response?.status, e?.code]) if (typeof v === 'number') return v;
  return undefined;
}

/** Seconds from a Retry-After header on the error's response, if any (RFC 9110 §10.2.3). */
export function retryAfterMs(err: unknown): number | undefined {
  const h = (err as { response?: { headers?: Record<string, string | undefined> } })?.response?.headers;
  const v = h?.['retry-after'];
  if (!v) return undefined;
  const s = Number(v);
  if (Number.isFinite(s)) return s * 1000;
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

/** 408, 429 and 5xx are transient; so is an error without a status (network). */
export const isTransientStatus = (status: number | undefined) => status === undefined || status === 408 || status === 429 || status >= 500;

/**
 * Runs `fn`, retrying transient failures (429 with Retry-After honoured, 5xx, network) with exponential
 * backoff and jitter. After the last attempt, or on a permanent failure, throws a HostError that says
 * what failed (`what`) in words a person can act on.
 */
export async function withRetry<T>(what: string, fn: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 4;
  const base = opts.baseDelayMs ?? 500;
  const max = opts.maxDelayMs ?? 8000;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof HostError && !err.transient) throw err;
      const status = statusOf(err);
      const transient = err instanceof HostError ? err.transient : isTransientStatus(status);
      if (!transient || i >= attempts) {
        const reason = (err as Error).message || String(err);
        throw new HostError(`${what} failed${status ? ` (HTTP ${status})` : ''}: ${reason}`, transient, status);
      }
      const backoff = Math.min(max, base * 2 ** (i - 1)) * (0.8 + Math.random() * 0.4);
      await sleep(Math.min(max * 4, retryAfterMs(err) ?? backoff));
    }
  }
}
