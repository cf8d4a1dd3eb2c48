/**
 * The esbuild options every Lambda bundle uses, shared by the stack (NodejsFunction) and by
 * `npm run bench:lambda`, so the benchmark measures exactly what ships.
 */
import * as path from 'node:path';
import { OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { REPO_ROOT } from './settings';

/** Node version of the Lambda runtime (nodejs22.x); esbuild's target follows it. */
export const NODE_TARGET = 'node22';

/**
 * ESM output has no `require`, `__dirname` or `__filename`; some CommonJS dependencies still use them (e.g.
 * `require` for node: built-ins; google-gax, in the deploy worker's HTTPS edge, reads `__dirname` as it loads),
 * so the bundle defines them from import.meta.url. `__dirname`/`__filename` reach bundled code through
 * `define` (free references only, so a module's own `const __dirname` stays its own); aliased names avoid
 * clashing with bundled code.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __swCreateRequire } from 'node:module'; import { fileURLToPath as __swFileURLToPath } from 'node:url'; "
  + "const require = __swCreateRequire(import.meta.url); const __sw_filename = __swFileURLToPath(import.meta.url); const __sw_dirname = __sw_filename.replace(/[\\/][^\\/]*$/, '');";

/**
 * The functions reach AWS through the AWS SDK v3 (packages/data clients.ts), bundled into each function
 * rather than taken from the copy the nodejs22.x runtime provides: measured with `npm run bench:lambda`
 * (2026-11-25, this 2-core host), a route importing the runtime's SDK (CommonJS, hundreds of files) took
 * 125–170 ms to import against 55–80 ms bundled (ESM, tree-shaken, minified), and bundling pins the
 * exact versions the tests ran against (package-lock). SITEWRIGHT_BUNDLE_AWS_SDK=false measures the other way.
 */
export const BUNDLE_AWS_SDK = process.env.SITEWRIGHT_BUNDLE_AWS_SDK !== 'false';

/**
 * Packages swapped for a stand-in in every bundle: code their importers never run on Node 22 but
 * esbuild cannot know it. Each shim says why it is safe.
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  'whatwg-url': path.join(REPO_ROOT, 'infra', 'lib', 'shims', 'whatwg-url.mjs'),
  '@aws-sdk/credential-provider-node': path.join(REPO_ROOT, 'infra', 'lib', 'shims', 'credential-provider-node.mjs'),
  // The SDK's event-stream codec: no function calls an event-stream operation (the shim says why and throws if one does).
  '@smithy/core/event-streams': path.join(REPO_ROOT, 'infra', 'lib', 'shims', 'event-streams.mjs'),
};


/** Plain esbuild options, for the bench (which calls esbuild's API directly). */
export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: NODE_TARGET,
  minify: true,
  sourcemap: 'external',
  sourcesContent: false,
  // Prefer ES module builds so unused exports are tree-shaken.
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  external: BUNDLE_AWS_SDK ? [] : ['@aws-sdk/*'],
  outExtension: { '.js': '.mjs' },
  // Build-time flag: code under `process.env.SITEWRIGHT_LAMBDA_BUNDLE !== 'true'` (local-only adapters such
  // as the deploy worker's isomorphic-git host) is dropped from the bundles as dead code.
  define: { 'process.env.SITEWRIGHT_LAMBDA_BUNDLE': '"true"', __dirname: '__sw_dirname', __filename: '__sw_filename' },
  alias: BUNDLE_ALIASES,
  logLevel: 'warning',
} as const;

/**
 * `esbuildOptions` as esbuild's API takes them (fresh mutable copies of the readonly parts), plus
 * `extra` (entry points, outdir, metafile…): what the bench and the bundling test build with.
 */
export function esbuildBuildOptions<T extends object>(extra: T) {
  return {
    ...esbuildOptions,
    banner: { ...esbuildOptions.banner },
    mainFields: [...esbuildOptions.mainFields],
    external: [...esbuildOptions.external],
    define: { ...esbuildOptions.define },
    alias: { ...esbuildOptions.alias },
    ...extra,
  };
}

/**
 * Build-time flags of one function (esbuild `define`), beside SITEWRIGHT_LAMBDA_BUNDLE: whether it sends
 * jobs (`queues` in its route definition) and whether it sends mail (`mail`). functions/src/deps.ts builds
 * the SQS and SES clients only under these flags, so a route that neither queues nor mails carries
 * neither client (about 55 KB of minified SDK). Workers keep both; a scheduled function (the job
 * reconciler) carries what it declares. Every function the stack makes is bundled with these flags.
 */
export function defineFor(def: { queues?: readonly string[]; mail?: boolean; live?: boolean; kind?: string } | undefined): Record<string, string> {
  const worker = !def || def.kind === 'worker';
  return {
    'process.env.SITEWRIGHT_USES_QUEUE': JSON.stringify(String(worker || Boolean(def?.queues?.length))),
    'process.env.SITEWRIGHT_USES_MAIL': JSON.stringify(String(worker || Boolean(def?.mail))),
    // Issue 19: only functions that publish on the live channel carry the API Gateway Management API client.
    'process.env.SITEWRIGHT_USES_LIVE': JSON.stringify(String(!def || Boolean(def.live))),
  };
}

/** The same options in NodejsFunction's vocabulary (bundled by the local esbuild, never Docker). */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: NODE_TARGET,
  minify: esbuildOptions.minify,
  sourceMap: true,
  sourceMapMode: SourceMapMode.EXTERNAL,
  sourcesContent: esbuildOptions.sourcesContent,
  mainFields: [...esbuildOptions.mainFields],
  banner: ESM_REQUIRE_BANNER,
  bundleAwsSDK: BUNDLE_AWS_SDK,
  define: { ...esbuildOptions.define },
  externalModules: [...esbuildOptions.external],
  esbuildArgs: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([name, shim]) => [`--alias:${name}`, shim])),
  forceDockerBundling: false,
};
