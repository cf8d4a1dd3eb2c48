/**
 * Bundles one Lambda function for `cdk synth`/`cdk deploy` (lib/lambda.ts runs it once per function, in a
 * process of its own because esbuild's plugins need its asynchronous API). Argument: one JSON object, a
 * lib/bundling.ts `FunctionBundleSpec` (entry, exportName, outdir, define, external, files). Writes
 * `<outdir>/index.mjs` and its source map; exits 1 with esbuild's errors on stderr when the build fails.
 */
import { bundleFunction, type FunctionBundleSpec } from '../lib/bundling';

const spec = JSON.parse(process.argv[2] ?? '') as FunctionBundleSpec;
bundleFunction(spec).catch((e: unknown) => {
  // esbuild has already printed each error with its location (logLevel 'warning').
  console.error(`Bundling ${spec.entry}#${spec.exportName} failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  process.exit(1);
});
