import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from './local-stack';

/** A JSON answer from the test stack. */
export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

type ApiOptions = { token?: string; raw?: string | Buffer; headers?: Record<string, string> };

/**
 * A JSON client of the local stack's app origin at `appUrl` (a test stack, or `npm start` in a child process):
 * `api` sends a request (JSON body, bearer token) and parses the answer; `outboxCode` reads the 6-digit code
 * mailed to `to` from the outbox.
 */
export function apiClient(appUrl: string) {
  const api = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, opts: ApiOptions = {}): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (body !== undefined || opts.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(appUrl + path, {
      method, headers, body: (opts.raw as BodyInit | undefined) ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  };
  const outboxCode = async (to: string) => {
    const { body } = await api<{ to: string; subject: string }[]>('GET', '/_local/outbox');
    const mail = body.find((m) => m.to === to);
    const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code in the outbox for ${to}`);
    return code;
  };
  return { api, outboxCode };
}

/**
 * The local stack for integration and e2e tests: in-memory dynalite, ephemeral ports, a temp data dir,
 * and a low scrypt cost (tests only; config refuses it elsewhere).
 */
export async function startTestStack(env: Record<string, string> = {}, dataDir?: string, extra: { seed?: boolean; visibilityTimeoutS?: number; deliveryDelayS?: number; hashThreads?: number } = {}): Promise<LocalStack & {
  dataDir: string;
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, opts?: ApiOptions): Promise<ApiAnswer<T>>;
  outboxCode(to: string): Promise<string>;
  stop(): Promise<void>;
}> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'sitewright-test-')));
  const stack = await startLocalStack({
    dataDir: dir, port: 0, sitesPort: 0, persist: Boolean(dataDir), seed: extra.seed ?? false, visibilityTimeoutS: extra.visibilityTimeoutS ?? 1, deliveryDelayS: extra.deliveryDelayS, hashThreads: extra.hashThreads,
    env: { NODE_ENV: 'test', PASSWORD_SCRYPT_LOG_N: '10', LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...env },
  });
  const { api, outboxCode } = apiClient(stack.appUrl);
  return {
    ...stack, dataDir: dir, api, outboxCode,
    async stop() {
      await stack.close();
      if (!dataDir) await rm(dir, { recursive: true, force: true });
    },
  };
}
