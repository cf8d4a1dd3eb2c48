/*
 * Stand-in for @aws-sdk/credential-provider-node in the Lambda bundles. Every AWS SDK v3 client imports
 * its `defaultProvider`: the whole default chain (environment, SSO, shared ini files, credential_process,
 * web identity, ECS/IMDS) with the STS and SSO clients it needs, about 95 KB of minified code and a few ms
 * of import per cold start. In Lambda the function's role credentials are always in the environment
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, set by the runtime), which is the
 * chain's first link, so the bundles keep only that link (@aws-sdk/credential-provider-env). Local runs
 * and tests do not bundle and keep the full chain; local clients are given explicit credentials anyway.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The Lambda-only default provider: credentials from the environment (throws CredentialsProviderError when absent). */
export const defaultProvider = (init = {}) => fromEnv(init);
