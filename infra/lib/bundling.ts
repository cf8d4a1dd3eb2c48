/**
 * How every Lambda bundle is made: the esbuild options, plugins and per-function entry that the stack
 * (lib/lambda.ts, through scripts/bundle-function.ts), `npm run bench:lambda` and the bundling tests all
 * use, so the benchmark measures exactly what ships.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { build, type BuildResult, type Plugin } from 'esbuild';
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
  // The global process object's values, without Node building the ES module namespace of every property (2–3 ms).
  'node:process': path.join(REPO_ROOT, 'infra', 'lib', 'shims', 'process.mjs'),
};

/** The esbuild options every bundle shares (see {@link esbuildBuildOptions} and {@link bundleFunction}). */
export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: NODE_TARGET,
  minify: true,
  sourcemap: 'external',
  sourcesContent: false,
  // Non-ASCII text as UTF-8 rather than \uXXXX escapes: the generator's phrasebooks in Arabic, Japanese and
  // Chinese take a third of the bytes (generate worker 3.1 → 2.8 MB, project-edit 1015 → 854 KB), and the
  // bundles import as fast (npm run bench:lambda). Node reads modules as UTF-8.
  charset: 'utf8',
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
 * The AWS SDK's schema modules (`@aws-sdk/client-<service>/dist-es/schemas/schemas_<n>.js`) give HTTP
 * bindings and traits as object literals with computed keys naming module constants (`{ [_h]: ["GET",
 * "/{Key+}", 200] }`, `const _h = "http"`). esbuild cannot prove such a literal free of side effects, so it
 * keeps every schema of the module, used or not: for S3, all 112 operations (65 KB minified of a 369 KB
 * route bundle). This plugin writes each such key as the string it names (`{ ["http"]: … }`), which is the
 * same object, and esbuild then drops the operations no command imports. Keys naming anything but a
 * string constant of the same module are left as they are.
 */
export const foldSchemaKeysPlugin: Plugin = {
  name: 'sitewright-fold-sdk-schema-keys',
  setup(b) {
    b.onLoad({ filter: /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const strings = new Map<string, string>();
      for (const m of source.matchAll(/^const (_\w+) = ("(?:[^"\\\n]|\\.)*");$/gm)) strings.set(m[1]!, m[2]!);
      const contents = source.replace(/\[(_\w+)\]:/g, (key, name: string) => (strings.has(name) ? `[${strings.get(name)!}]:` : key));
      return { contents, loader: 'js' };
    });
  },
};

/**
 * Each AWS SDK client imports its whole package.json (2–2.5 KB minified) for one field, `version`, which
 * goes into the User-Agent header. This plugin gives those imports `{ name, version }` only.
 */
export const sdkPackageVersionPlugin: Plugin = {
  name: 'sitewright-sdk-package-version',
  setup(b) {
    b.onLoad({ filter: /[\\/]@aws-sdk[\\/][^\\/]+[\\/]package\.json$/ }, async (args) => {
      const { name, version } = JSON.parse(await fs.promises.readFile(args.path, 'utf8')) as { name: string; version: string };
      return { contents: JSON.stringify({ name, version }), loader: 'json' };
    });
  },
};

/** The plugins every Lambda bundle is built with. */
export const bundlePlugins: readonly Plugin[] = [foldSchemaKeysPlugin, sdkPackageVersionPlugin];

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
    plugins: [...bundlePlugins],
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

/** One function's bundle, as {@link bundleFunction} makes it. */
export interface FunctionBundleSpec {
  /** Absolute path of the handler module (functions/src/…). */
  entry: string;
  /** The module's export Lambda invokes (`handler`, or e.g. `get` where one module serves several routes). */
  exportName: string;
  /** Folder that receives `index.mjs`, `index.mjs.map` and {@link files}. */
  outdir: string;
  /** Build-time flags of this function (`defineFor`), merged over the shared ones. */
  define: Record<string, string>;
  /** Packages left out because a layer provides them (lib/sharp-layer.ts). */
  external?: readonly string[];
  /** Files copied beside the bundle: `from` relative to the repository, `to` to `outdir` (the self-hosted fonts). */
  files?: readonly { from: string; to: string }[];
  /** Source map beside the bundle (default true, as the stack ships: NODE_OPTIONS=--enable-source-maps). */
  sourcemap?: boolean;
}

/**
 * Bundles one function: an entry that re-exports only `exportName` from its module, so where a module
 * serves several routes (deployment.ts serves five) each function carries its own handler and what that
 * handler imports, not its siblings' (their `httpHandler(…)` calls are marked `@__PURE__` so esbuild may
 * drop them). Writes `<outdir>/index.mjs` (Lambda handler `index.<exportName>`); the result's metafile
 * gives the bytes each input put in the output.
 * @throws esbuild's BuildFailure when the entry or an import cannot be resolved or parsed.
 */
export async function bundleFunction(spec: FunctionBundleSpec): Promise<BuildResult<{ metafile: true }>> {
  const { outExtension: _outExtension, ...options } = esbuildBuildOptions({});
  const result = await build({
    ...options,
    stdin: {
      contents: `export { ${spec.exportName} } from ${JSON.stringify(spec.entry)};\n`,
      resolveDir: path.dirname(spec.entry),
      sourcefile: `${path.relative(REPO_ROOT, spec.entry)}#${spec.exportName}`,
      loader: 'ts',
    },
    outfile: path.join(spec.outdir, 'index.mjs'),
    define: { ...options.define, ...spec.define },
    external: [...options.external, ...(spec.external ?? [])],
    sourcemap: spec.sourcemap === false ? false : options.sourcemap,
    metafile: true,
  });
  for (const f of spec.files ?? []) {
    fs.mkdirSync(path.dirname(path.join(spec.outdir, f.to)), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, f.from), path.join(spec.outdir, f.to));
  }
  return result;
}
