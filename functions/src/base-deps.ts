import type { Clock, TokenService } from '@sitewright/core/ports';
import { createJwtTokenService } from './adapters/jwt-token-service';
import { parseConfig, type Config } from './config';
import { logger } from './logger';
import { loadSecrets } from './secrets';

/**
 * What every function needs, and all that a route without tables needs (routes.ts `tables: []`):
 * the parsed config, the clock and the token service. No AWS client is built or bundled here, so such
 * routes don't carry the DynamoDB client (issue 7 bundle size); deps.ts builds the rest on top.
 */
export interface BaseDeps {
  config: Config;
  clock: Clock;
  tokens: TokenService;
}

/**
 * A value built once per process on first use; a failed build is forgotten so the next call retries
 * (a cold start that met a bad secret or config does not stay broken). `reset` drops the value.
 */
export function buildOnce<T>(build: () => Promise<T>): { get(): Promise<T>; reset(): void } {
  let current: Promise<T> | undefined;
  return {
    get: () => (current ??= build().catch((err: unknown) => {
      current = undefined;
      throw err;
    })),
    reset: () => { current = undefined; },
  };
}

let clockOverride: Clock | undefined;
/** The clock every adapter sees; tests may replace it (setClockForTesting). */
export const clock: Clock = { now: () => (clockOverride ? clockOverride.now() : Date.now()) };

const base = buildOnce(build);

async function build(): Promise<BaseDeps> {
  await loadSecrets();
  const config = parseConfig();
  logger.setLogLevel(config.LOG_LEVEL);
  return {
    config,
    clock,
    tokens: createJwtTokenService({
      secret: config.JWT_SECRET, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, ttlS: config.ACCESS_TOKEN_TTL_S, clock,
    }),
  };
}

/**
 * The process-wide base dependencies, built on first use (secrets read, config parsed once).
 * @throws Error listing every bad environment variable (config.ts), or naming an unreadable secret.
 */
export function getBaseDeps(): Promise<BaseDeps> {
  return base.get();
}

/** Drops the built base so the next call reads the environment again (tests, local restarts). */
export function resetBaseDeps(): void {
  base.reset();
}

/** Replaces the clock seen by every adapter (tests: expired codes, tokens, throttling windows). */
export function setClockForTesting(c: Clock | undefined): void {
  clockOverride = c;
}
