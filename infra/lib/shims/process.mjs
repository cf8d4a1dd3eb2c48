/*
 * Stands in for `node:process` in the Lambda bundles (infra/lib/bundling.ts, esbuild alias).
 *
 * Importing `node:process` as an ES module makes Node build the module's namespace from every property
 * of the process object (lib/internal/bootstrap/realm.js, getESMFacade/syncExports), which runs lazy
 * getters such as `process.report` and `process.allowedNodeEnvironmentFlags` that load and build
 * internals no function uses: about 2–3 ms of every cold start (npm run bench:lambda, 2026-11-26). The
 * AWS SDK's user-agent code imports `env` and `versions` from it. These exports are the same objects
 * Node's namespace would hold (it also copies values once), read from the global `process`. A bundled
 * import of any other name fails the build ("No matching export"), so this list grows only on purpose.
 */
export const { env, versions } = globalThis.process;
export default globalThis.process;
