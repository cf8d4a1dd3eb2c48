/**
 * Runtime configuration, read from /config.json at start-up: written at deploy time by the CDK stack
 * (and served by the local stack), so the same build runs everywhere without a rebuild.
 * The app renders at once and does not wait for it: API calls are same-origin by default, and the
 * parts that need a value (the preview frame's sites origin, the Google button) subscribe and wait.
 */
export interface RuntimeConfig {
  /** Backend base address; '' means the same origin (CloudFront forwards /api/*). */
  apiBaseUrl: string;
  /** Origin that serves /sites/{id}/ previews (never the app's origin). */
  sitesOrigin: string;
  /** Whether Google sign-in is configured on the server. */
  googleEnabled?: boolean;
  /**
   * The live channel's base address (issue 19), e.g. `ws://localhost:3000/ws` or
   * `wss://….execute-api.eu-west-1.amazonaws.com/live`. Absent: derived from apiBaseUrl (SPEC §7).
   */
  wsUrl?: string;
}

let config: RuntimeConfig = { apiBaseUrl: '', sitesOrigin: '' };
let loaded = false;
const listeners = new Set<() => void>();

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const res = await fetch('/config.json', { cache: 'no-cache' });
    if (res.ok) config = { ...config, ...((await res.json()) as Partial<RuntimeConfig>) };
  } catch {
    // No config file: same-origin API, previews from the same host (development fallback).
  }
  loaded = true;
  listeners.forEach((l) => l());
  return config;
}

export const runtimeConfig = (): RuntimeConfig => config;
/** Whether /config.json has been read (or has failed). */
export const runtimeConfigLoaded = (): boolean => loaded;
/** Calls `listener` once the configuration is read; returns an unsubscribe function. */
export function subscribeRuntimeConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
