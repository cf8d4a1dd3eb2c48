/**
 * The SPA's Content-Security-Policy for the CDN's response-headers policy: core's policy (the same
 * one the local stack sends) with the hash of the inline boot script the web build writes.
 */
import { bootScriptCspHash } from '@sitewright/core/web/shell-hash';
import { webContentSecurityPolicy as policy } from '@sitewright/core/web/shell';

/** The CSP header value; `sitesOrigin` may be a CloudFormation token (CDK resolves it in the string). */
export function webContentSecurityPolicy(sitesOrigin: string): string {
  return policy(sitesOrigin, [bootScriptCspHash()]);
}
