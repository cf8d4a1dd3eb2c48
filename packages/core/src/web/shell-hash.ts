import { createHash } from 'node:crypto';
import { bootScript, webContentSecurityPolicy } from './shell';

/**
 * The CSP hash-source of an inline script: `'sha256-<base64 of the UTF-8 bytes' digest>'`, quotes
 * included (CSP Level 2 §4.2.4). Node only: the browser bundle never needs it.
 */
export const cspHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The hash-source of `bootScript()`, for `webContentSecurityPolicy`. */
export const bootScriptCspHash = (): string => cspHash(bootScript());

/**
 * The SPA's Content-Security-Policy as served: the policy with the boot script's hash. The one value
 * CloudFront's response-headers policy (infra/lib/web.ts) and the local stack both send; `sitesOrigin`
 * may be a CDK token (CDK resolves it inside the string).
 */
export const spaContentSecurityPolicy = (sitesOrigin: string, connectOrigins: readonly string[] = []): string =>
  webContentSecurityPolicy(sitesOrigin, [bootScriptCspHash()], connectOrigins);
