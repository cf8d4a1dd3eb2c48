/**
 * Every Lambda function the stack makes, tagged with its kind, and the bundle each one ships with: one
 * list for the bundling tests and `npm run bench:lambda`, so they build exactly the functions and bundles
 * the stack does (api.ts, live.ts and workers.ts make them from the same tables and flags).
 */
import * as path from 'node:path';
import { routes, socketRoutes } from '../../functions/src/routes';
import { reconcilerDef, workers } from '../../functions/src/workers';
import type { FunctionDef } from './access';
import { defineFor, type FunctionBundleSpec } from './bundling';
import { REPO_ROOT } from './settings';
import { externalModulesFor } from './sharp-layer';

/** Routes, socket routes, workers and the scheduled reconciler, in that order. */
export const allFunctionDefs = (): FunctionDef[] => [
  ...routes.map((r): FunctionDef => ({ kind: 'route', ...r })),
  ...socketRoutes.map((r): FunctionDef => ({ kind: 'socket', ...r })),
  ...workers.map((w): FunctionDef => ({ kind: 'worker', ...w })),
  { kind: 'scheduled', ...reconcilerDef },
];

/** The function's bundle as the stack builds it (lib/bundling.ts `bundleFunction`), less the output folder. */
export function bundleSpecFor(def: FunctionDef): Omit<FunctionBundleSpec, 'outdir'> {
  return {
    entry: path.join(REPO_ROOT, 'functions', def.entry),
    exportName: ('handler' in def && def.handler) || 'handler',
    define: defineFor(def),
    external: externalModulesFor(def.id),
  };
}
