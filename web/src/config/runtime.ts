/**
 * Runtime configuration, read from /config.json at start-up: written at deploy time by the CDK stack
 * (and served by the local stack), so the same build runs everywhere without a rebuild.
 */
export interface RuntimeConfig {
  /** Backend base address; '' means the same origin (CloudFront forwards /api/*). */
  apiBaseUrl: string;
  /** Origin that serves /sites/{id}/ previews (never the app's origin). */
  sitesOrigin: string;
  /** Whether Google sign-in is configured on the server. */
  googleEnabled?: boolean;
}

let config: RuntimeConfig = { apiBaseUrl: '', sitesOrigin: '' };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const res = await fetch('/config.json', { cache: 'no-cache' });
    if (res.ok) config = { ...config, ...((await res.json()) as Partial<RuntimeConfig>) };
  } catch {
    // No config file: same-origin API, previews from the same host (development fallback).
  }
  return config;
}

export const runtimeConfig = (): RuntimeConfig => config;
