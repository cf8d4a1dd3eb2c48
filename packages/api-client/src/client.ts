import { STORAGE_KEYS } from '@sitewright/core/limits';
import { ApiError } from './errors';

/** Options of one API request: at most one of `json` and `form` is the body. */
export interface RequestOptions {
  /** JSON body (sent as application/json). */
  json?: unknown;
  /** Multipart body (the browser sets the boundary). */
  form?: FormData;
  /** Abort after this many ms (SPEC §9: logo upload 30 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The one client the SPA uses for `/api/*` (CONVENTIONS: one api-client). Every call sends the stored
 * bearer token when there is one; `path` is relative to the API origin (e.g. `/api/auth/me`).
 * @throws ApiError with the status and the server's `detail` for any non-2xx answer.
 */
export interface ApiClient {
  request<T>(method: string, path: string, opts?: RequestOptions): Promise<T>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, json?: unknown): Promise<T>;
  put<T>(path: string, json?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/** Reads the session token from browser storage (SPEC §3 dm_token). */
export const storedToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
};

/**
 * The one API client (SPEC §7): every call goes to `baseUrl` (the backend base address, '' for the
 * same origin) with `Authorization: Bearer <dm_token>` when a token is stored. Non-2xx answers throw
 * ApiError(status, detail, text); a network failure throws ApiError(0, …).
 */
export function createApiClient(opts: { baseUrl: () => string; getToken?: () => string | null; fetchImpl?: typeof fetch }): ApiClient {
  const getToken = opts.getToken ?? storedToken;
  const doFetch = opts.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  async function request<T>(method: string, path: string, ro: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (ro.form) body = ro.form;
    else if (ro.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(ro.json);
    }
    const signals = [ro.signal, ro.timeoutMs ? AbortSignal.timeout(ro.timeoutMs) : undefined].filter(Boolean) as AbortSignal[];
    let res: Response;
    try {
      res = await doFetch(opts.baseUrl() + path, { method, headers, body, signal: signals.length ? AbortSignal.any(signals) : undefined });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new ApiError(0, undefined, timedOut ? 'The request timed out. Please try again.' : 'Network error - please check your connection and try again');
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!res.ok) {
      const obj = (data ?? {}) as { detail?: unknown; message?: unknown };
      const message = typeof obj.message === 'string' ? obj.message : `Request failed with status ${res.status}`;
      throw new ApiError(res.status, obj.detail, message);
    }
    return data as T;
  }
  return {
    request,
    get: (p) => request('GET', p),
    post: (p, json) => request('POST', p, { json: json ?? {} }),
    put: (p, json) => request('PUT', p, { json: json ?? {} }),
    delete: (p) => request('DELETE', p),
  };
}
