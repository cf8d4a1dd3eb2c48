/*
 * The contract between the build-time prerender of the home page (vite-plugins/prerender-home.ts),
 * its boot script, index.css and main.tsx. It lives in core (web/shell) because the CSP that lets
 * the inline boot script run is built from it too (infra/lib/web.ts, the local static server).
 */
export { bootScript, HYDRATE_ATTR, PRERENDERED_ATTR } from '@sitewright/core/web/shell';
