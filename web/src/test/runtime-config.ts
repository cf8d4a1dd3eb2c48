import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime';

/** Loads `config` as if /config.json had answered it (the module keeps it for the rest of the test file). */
export async function loadTestRuntimeConfig(config: Partial<RuntimeConfig>): Promise<void> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => ({ ok: true, json: async () => config })) as unknown as typeof fetch;
  try {
    await loadRuntimeConfig();
  } finally {
    globalThis.fetch = realFetch;
  }
}
