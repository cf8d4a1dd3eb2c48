import { useSyncExternalStore } from 'react';
import { runtimeConfig, runtimeConfigLoaded, subscribeRuntimeConfig, type RuntimeConfig } from '../config/runtime';

/** The runtime configuration, or null until /config.json has been read; re-renders when it arrives. */
export function useRuntimeConfig(): RuntimeConfig | null {
  const ready = useSyncExternalStore(subscribeRuntimeConfig, runtimeConfigLoaded, runtimeConfigLoaded);
  return ready ? runtimeConfig() : null;
}
