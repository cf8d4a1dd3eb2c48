import { HostError } from '../ports';
import { statusOf } from '../retry';

interface GitHubErrorLike {
  message?: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/** Where a GitHub call went wrong, for the error text: the configured owner and the step in words. */
export interface GitHubErrorContext {
  /** GITHUB_OWNER as configured. */
  owner: string;
  /** The step, e.g. `creating repository acme/cafe-1a2b`. */
  what: string;
}

/** GitHub's own explanation of a failed request: `message`, plus `errors[].message` of a 422 (REST API "Client errors"). */
export function gitHubMessage(err: unknown): string {
  const e = err as GitHubErrorLike;
  const data = e?.response?.data as { message?: string; errors?: ({ message?: string; code?: string; field?: string } | string)[] } | undefined;
  const details = (data?.errors ?? []).map((d) => (typeof d === 'string' ? d : d.message ?? [d.field, d.code].filter(Boolean).join(' '))).filter(Boolean);
  return [data?.message ?? e?.message ?? String(err), ...details].join('; ');
}

/**
 * Milliseconds to wait before retrying a rate-limited request, following GitHub's REST API docs
 * ("Rate limits for the REST API"): `retry-after` (secondary limits) wins, else `x-ratelimit-reset`
 * (epoch seconds) when `x-ratelimit-remaining` is 0. Undefined when the response is not a rate limit.
 */
export function rateLimitWaitMs(err: unknown, now = Date.now()): number | undefined {
  const h = (err as GitHubErrorLike)?.response?.headers ?? {};
  const retryAfter = Number(h['retry-after']);
  if (h['retry-after'] !== undefined && Number.isFinite(retryAfter)) return retryAfter * 1000;
  const reset = Number(h['x-ratelimit-reset']);
  if (h['x-ratelimit-remaining'] === '0' && Number.isFinite(reset)) return Math.max(0, reset * 1000 - now);
  return undefined;
}

/**
 * Turns an Octokit `RequestError` into what `withRetry` should see:
 * - 429, and 403 that is a rate limit → a transient `HostError` carrying a `retry-after` header, so
 *   `withRetry` waits as GitHub asks;
 * - 401 / other 403 → permanent, with a hint about GITHUB_TOKEN's scope;
 * - 404 → permanent, naming GITHUB_OWNER (GitHub answers 404 for what the token may not see);
 * - 422 and other 4xx → permanent, with GitHub's message;
 * - 408, 5xx, network (no status) → returned unchanged: `withRetry` retries them.
 */
export function classifyGitHubError(err: unknown, { owner, what }: GitHubErrorContext): unknown {
  if (err instanceof HostError) return err;
  const status = statusOf(err);
  if (status === undefined || status === 408 || status >= 500) return err;
  const wait = rateLimitWaitMs(err);
  if (status === 429 || (status === 403 && wait !== undefined)) {
    const seconds = Math.ceil((wait ?? 60_000) / 1000);
    const limited = new HostError(`GitHub rate limit reached while ${what} (HTTP ${status}); retry after ${seconds} s`, true, status);
    return Object.assign(limited, { response: { headers: { 'retry-after': String(seconds) } } });
  }
  const says = gitHubMessage(err);
  if (status === 401) return new HostError(`GitHub refused the token (401) while ${what}: check GITHUB_TOKEN is valid and has the repo scope (${says})`, false, 401);
  if (status === 403) {
    return new HostError(`GitHub refused the token (403) while ${what}: check GITHUB_TOKEN has the repo scope and may write to GITHUB_OWNER "${owner}" (${says})`, false, 403);
  }
  if (status === 404) return new HostError(`GitHub answered 404 while ${what}: check GITHUB_OWNER "${owner}" exists and GITHUB_TOKEN can see it (${says})`, false, 404);
  return new HostError(`GitHub rejected ${what} (HTTP ${status}): ${says}`, false, status);
}
