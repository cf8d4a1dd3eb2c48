/**
 * The SPA's Content-Security-Policy. Everything is same-origin (the API is /api/* on the same
 * distribution) except the preview frame, which loads from the sites origin (the HTTP API's own
 * domain) so generated code can never read the app's token.
 */
import { Fn } from 'aws-cdk-lib';

/** The CSP header value; `sitesOrigin` may be a CloudFormation token. */
export function webContentSecurityPolicy(sitesOrigin: string): string {
  return Fn.join('', [
    "default-src 'self'; script-src 'self'; ",
    // React sets style attributes and some components inject <style>; inline CSS cannot run code.
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; ",
    "connect-src 'self'; frame-src ", sitesOrigin, "; object-src 'none'; base-uri 'self'; ",
    "form-action 'self'; frame-ancestors 'none'",
  ]);
}
