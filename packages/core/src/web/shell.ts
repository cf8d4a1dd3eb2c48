import { STORAGE_KEYS } from '../limits';

/*
 * The SPA's shell: what index.html carries before any bundle runs, and the Content-Security-Policy
 * that lets it run. Shared by the web build (vite-plugins/prerender-home.ts, main.tsx), the CDN's
 * response-headers policy (infra/lib/web.ts) and the local stack's static server, so the policy
 * always allows exactly the inline script the build wrote.
 */

/** On `<div id="root">` when the build put the home page's HTML in index.html. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** On `<html>` when the boot script found that HTML right for this visit. */
export const HYDRATE_ATTR = 'data-hydrate';

/**
 * The boot script (plain ES5, inline in `<head>`): marks `<html>` with HYDRATE_ATTR on / (the home
 * route, SPEC §2) for a visitor without a session token, the only visit the signed-out home markup
 * is right for. Inline rather than a file because a blocking external script costs a round trip
 * before the first paint; the CSP allows it by its hash (`bootScriptCspHash`).
 */
export const bootScript = (): string =>
  `(function(){try{if(location.pathname==="/"&&!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}))` +
  `document.documentElement.setAttribute(${JSON.stringify(HYDRATE_ATTR)},'')}catch(e){}})();`;

/**
 * The SPA's Content-Security-Policy header value. Everything is same-origin (the API is /api/* on
 * the same host) except the preview frame, which loads from `sitesOrigin` so generated code can never
 * read the app's token (ARCHITECTURE.md). `scriptHashes` are CSP hash-sources (`'sha256-…'`, CSP
 * Level 2 §4.2.4) for inline scripts; no other inline script runs. `connectOrigins` are the other origins
 * the page may send requests to (the uploads bucket in AWS). `sitesOrigin` and these may be CDK tokens.
 */
export function webContentSecurityPolicy(sitesOrigin: string, scriptHashes: readonly string[], connectOrigins: readonly string[] = []): string {
  return [
    `default-src 'self'`,
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // React sets style attributes and the build inlines the stylesheet; inline CSS cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    // The uploads bucket, where photos of up to 10 MB go with a presigned PUT (issue 15 §1).
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    `frame-src ${sitesOrigin}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
