import { Octokit } from '@octokit/rest';

/** Time limit of one GitHub API request, in ms. */
export const GITHUB_REQUEST_TIMEOUT_MS = 20_000;

/** Options of `createOctokit`. */
export interface GitHubClientOptions {
  /** A GitHub token with the `repo` scope (classic) or contents + administration write (fine-grained). */
  token: string;
  /** API root, e.g. `https://github.example.com/api/v3` for GitHub Enterprise or a local stub; default `https://api.github.com`. */
  baseUrl?: string;
  /** Timeout of one request in ms; default {@link GITHUB_REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/**
 * Creates the Octokit client the GitHub git host receives (`createGitHubHost`).
 *
 * User agent `sitewright`; every request is aborted after `timeoutMs` (an abort reaches the caller as a
 * status-500 error, so `withRetry` treats it as transient). Octokit's retry and throttling plugins are
 * deliberately not installed: `withRetry` in the adapter is the one place that retries, and two retry
 * layers would multiply the attempts. Octokit's per-request error log is silenced for the same reason:
 * a 404 on "does the repository exist?" is expected, and real failures reach the caller as `HostError`.
 *
 * @example
 * const octokit = createOctokit({ token: process.env.GITHUB_TOKEN! });
 */
export function createOctokit({ token, baseUrl, timeoutMs = GITHUB_REQUEST_TIMEOUT_MS }: GitHubClientOptions): Octokit {
  // @octokit/request 10 is fetch-based and has no `timeout` option of its own: add an abort signal.
  const fetchWithTimeout: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
  const quiet = () => undefined;
  return new Octokit({
    auth: token,
    userAgent: 'sitewright',
    ...(baseUrl ? { baseUrl: baseUrl.replace(/\/+$/, '') } : {}),
    request: { fetch: fetchWithTimeout },
    log: { debug: quiet, info: quiet, warn: console.warn, error: quiet },
  });
}
