/*
 * Stands in for whatwg-url in the Lambda bundles (infra/lib/bundling.ts, esbuild alias).
 *
 * node-fetch 2 (under @google-cloud/storage 7: gaxios, teeny-request) requires whatwg-url but only
 * reads it when Node has no URL of its own: `const URL = Url.URL || whatwgUrl.URL` (node-fetch
 * lib/index.js and lib/index.mjs). Node has had url.URL since 10, so the real package never runs, yet bundling it
 * brings tr46's Unicode mapping table: 276 KB of the deploy worker's bundle.
 */
import { URL, URLSearchParams } from 'node:url';

// node-fetch's ES module build imports the default export; its CommonJS build reads properties.
export default { URL, URLSearchParams };
export { URL, URLSearchParams };
