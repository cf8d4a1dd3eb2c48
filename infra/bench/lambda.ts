/**
 * `npm run bench:lambda`: bundles every function entry (routes.ts: routes and socket routes, workers.ts) with the stack's own
 * esbuild options (lib/bundling.ts) plus an empty reference handler, then prints each bundle's
 * minified size and the median time to import it in a fresh Node process that has loaded what the
 * Lambda runtime loads before a handler (node:http; cold-request.ts `RUNTIME_PRELOAD`): a cold-start proxy.
 * Goals (issue 7): ≤ 300 KB and ≤ 60 ms. "cpu ms" is the CPU time the import used (less sensitive to other
 * load on this shared machine than wall time). The last column adds NODE_OPTIONS=--enable-source-maps,
 * as the stack sets it, because Node then reads the source map at load. With the aws-lite reference built
 * (`npm run bench:lambda:reference`), its bundles are imported in the same run, and a second table gives the
 * cold request of five GET routes in both builds: import plus the first answer, reading DynamoDB
 * (cold-request.ts; needs `openssl`).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Metafile } from 'esbuild';
import { median } from '../../functions/bench/stats';
import { routes } from '../../functions/src/routes';
import type { FunctionDef } from '../lib/access';
import { bundleFunction, defineFor } from '../lib/bundling';
import { allFunctionDefs, bundleSpecFor } from '../lib/function-defs';
import { coldRequest, RUNTIME_PRELOAD, startColdRequestBed } from './cold-request';
import { REPO_ROOT } from '../lib/settings';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// This process creates the cold-request tables with the SDK; its Node-version notice is not a figure.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
/**
 * Bundles of the last aws-lite build (issue 20: "beside the last aws-lite build's figures measured in
 * the same run"): `<dir>/<function id>/index.mjs`, made by `npm run bench:lambda:reference` (default
 * cdk.out/bench-lambda-aws-lite; `-- --reference DIR` for another). Their import times are measured in
 * this run, on this host, next to the current bundles'.
 */
const argv = process.argv.slice(2);
const REFERENCE_DIR = argv.includes('--reference') ? path.resolve(argv[argv.indexOf('--reference') + 1]!) : path.join(REPO_ROOT, 'cdk.out', 'bench-lambda-aws-lite');
/** Issue 20: a route's median import at most 1.3 times the aws-lite build's on the same host. */
const IMPORT_RATIO_GOAL = 1.3;
const SIZE_GOAL_KB = 300;
const IMPORT_GOAL_MS = 60;
/**
 * GET routes that read DynamoDB and exist in the aws-lite build: the cold-request table imports each and
 * answers one request with it (cold-request.ts), today's bundle beside the aws-lite one.
 */
const COLD_REQUEST_ROUTES = ['templates-list', 'auth-me', 'user-projects', 'deployment-progress', 'project-share-get'];
// Inside the repository (and git-ignored) so a bundle's external imports resolve from node_modules.
const OUT = path.join(REPO_ROOT, 'cdk.out', 'bench-lambda');

interface Row { id: string; kb: number; ms: number | string; cpuMs: number | string; msMaps: number | string; refKb?: number; refMs?: number | string }
interface Bundle { file: string; metafile: Metafile }

/**
 * Bundles one function (as the stack does, lib/function-defs.ts `bundleSpecFor`) or, without `def`, the
 * empty reference handler, into OUT/<id>/index.mjs; returns its path and esbuild's metafile (bytes per input).
 * A function's native modules come from its layer in AWS (lib/sharp-layer.ts); here from node_modules.
 */
async function bundle(id: string, def: FunctionDef | undefined, referenceEntry: string): Promise<Bundle> {
  const outdir = path.join(OUT, id);
  fs.rmSync(outdir, { recursive: true, force: true });
  const spec = def ? bundleSpecFor(def) : { entry: referenceEntry, exportName: 'handler', define: defineFor(undefined) };
  const { metafile } = await bundleFunction({ ...spec, outdir });
  return { file: path.join(outdir, 'index.mjs'), metafile };
}

/**
 * Where a bundle's bytes come from: minified output KB per npm package (the outermost node_modules
 * folder, so a package's nested dependencies count as its own) or per workspace package, largest first.
 */
function bytesByPackage(metafile: Metafile): Array<[string, number]> {
  const by = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');
      by.set(name, (by.get(name) ?? 0) + bytesInOutput / 1024);
    }
  }
  return [...by].sort((a, b) => b[1] - a[1]);
}

/**
 * Median import time in fresh processes that have loaded what the Lambda runtime loads before a handler
 * (`RUNTIME_PRELOAD`, node:http): wall-clock ms and the CPU ms (user + system) the import used,
 * which another job on this shared machine inflates far less than wall time; or the error's first line.
 */
function importTime(file: string, sourceMaps: boolean): { wall: number; cpu: number } | string {
  const code = `${RUNTIME_PRELOAD} const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(`file://${file}`)}); const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000);`;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    try {
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
        env: { PATH: process.env.PATH, NODE_OPTIONS: sourceMaps ? '--enable-source-maps' : '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const [wall, used] = out.toString().trim().split(' ').map(Number);
      times.push(wall ?? NaN);
      cpu.push(used ?? NaN);
    } catch (e) {
      const stderr = String((e as { stderr?: Buffer }).stderr ?? e);
      return `import failed: ${stderr.split('\n').find((l) => /Error/.test(l)) ?? stderr.slice(0, 120)}`;
    }
  }
  return { wall: median(times), cpu: median(cpu) };
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const reference = path.join(OUT, 'reference-handler.ts');
  fs.writeFileSync(reference, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const entries: { id: string; def?: FunctionDef }[] = [{ id: '(reference: empty handler)' }, ...allFunctionDefs().map((def) => ({ id: def.id, def }))];
  const files = await Promise.all(entries.map((e) => bundle(e.def ? e.id : 'reference', e.def, reference)));
  const rows: Row[] = entries.map((e, i) => {
    const { file } = files[i]!;
    const plain = importTime(file, false);
    const maps = importTime(file, true);
    const refFile = path.join(REFERENCE_DIR, e.id.startsWith('(') ? 'reference' : e.id, 'index.mjs');
    const ref = fs.existsSync(refFile) ? importTime(refFile, false) : undefined;
    return {
      id: e.id, kb: fs.statSync(file).size / 1024,
      ms: typeof plain === 'string' ? plain : plain.wall, cpuMs: typeof plain === 'string' ? plain : plain.cpu,
      msMaps: typeof maps === 'string' ? maps : maps.wall,
      ...(ref !== undefined ? { refKb: fs.statSync(refFile).size / 1024, refMs: typeof ref === 'string' ? ref : ref.wall } : {}),
    };
  });
  const hasRef = rows.some((r) => r.refKb !== undefined);
  const fmt = (v: number | string): string => (typeof v === 'number' ? v.toFixed(1) : v);
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Node ${process.version}, ${RUNS} runs each, median import time; everything bundled. Load average ${load} on ${os.cpus().length} cores (wall times grow with it).`);
  if (hasRef) console.log(`Reference: the aws-lite build's bundles in ${path.relative(REPO_ROOT, REFERENCE_DIR)}, imported in this same run.`);
  const ratio = (r: Row) => (typeof r.ms === 'number' && typeof r.refMs === 'number' ? r.ms / r.refMs : undefined);
  console.log(['function'.padEnd(28), 'size KB'.padStart(8), 'import ms'.padStart(10), 'cpu ms'.padStart(8), '+srcmaps ms'.padStart(12),
    ...(hasRef ? ['aws-lite KB'.padStart(12), 'aws-lite ms'.padStart(12), 'x'.padStart(6)] : []), '  goals'].join(' '));
  for (const r of rows) {
    const ok = r.kb <= SIZE_GOAL_KB && typeof r.ms === 'number' && r.ms <= IMPORT_GOAL_MS ? 'ok' : 'OVER';
    const x = ratio(r);
    console.log([r.id.padEnd(28), r.kb.toFixed(1).padStart(8), fmt(r.ms).padStart(10), fmt(r.cpuMs).padStart(8), fmt(r.msMaps).padStart(12),
      ...(hasRef ? [(r.refKb?.toFixed(1) ?? '-').padStart(12), (r.refMs !== undefined ? fmt(r.refMs) : '-').padStart(12), (x?.toFixed(2) ?? '-').padStart(6)] : []), `  ${ok}`].join(' '));
  }
  if (hasRef) {
    const routeIds = new Set(routes.map((r) => r.id));
    const ratios = rows.filter((r) => routeIds.has(r.id)).flatMap((r) => { const x = ratio(r); return x === undefined ? [] : [x]; });
    const within = ratios.filter((x) => x <= IMPORT_RATIO_GOAL).length;
    console.log(`Import time against the aws-lite build, routes: median ${median(ratios).toFixed(2)}x, ${within} of ${ratios.length} within ${IMPORT_RATIO_GOAL}x (issue 20 goal: all).`);
  }
  if (hasRef) {
    // The first request as well as the import: what a caller of a cold function waits for.
    const bed = await startColdRequestBed();
    try {
      console.log(`\nCold request: import + the handler's first answer (it reads DynamoDB: dynalite behind TLS on loopback), ${RUNS} fresh processes each, medians (ms).`);
      console.log('"cpu" is the CPU time of import and request (the wait for dynalite is not in it); "x" compares with the aws-lite build.');
      console.log(['function'.padEnd(28), 'import'.padStart(8), '1st req'.padStart(8), 'total'.padStart(8), 'cpu'.padStart(7), '| aws-lite'.padStart(10),
        '1st req'.padStart(8), 'total'.padStart(8), 'cpu'.padStart(7), '| x total'.padStart(10), 'x cpu'.padStart(6), '  status'].join(' '));
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      for (const id of COLD_REQUEST_ROUTES) {
        const route = routes.find((r) => r.id === id)!;
        const refFile = path.join(REFERENCE_DIR, id, 'index.mjs');
        if (!fs.existsSync(refFile)) continue;
        const now = await coldRequest(path.join(OUT, id, 'index.mjs'), route, bed, RUNS);
        const then = await coldRequest(refFile, route, bed, RUNS);
        if (typeof now === 'string' || typeof then === 'string') {
          console.log(`${id.padEnd(28)} ${typeof now === 'string' ? now : ''} ${typeof then === 'string' ? `aws-lite ${then}` : ''}`);
          continue;
        }
        ratios.push(now.totalMs / then.totalMs);
        cpuRatios.push(now.cpuMs / then.cpuMs);
        console.log([id.padEnd(28), now.importMs.toFixed(1).padStart(8), now.firstRequestMs.toFixed(1).padStart(8), now.totalMs.toFixed(1).padStart(8), now.cpuMs.toFixed(1).padStart(7),
          `| ${then.importMs.toFixed(1)}`.padStart(10), then.firstRequestMs.toFixed(1).padStart(8), then.totalMs.toFixed(1).padStart(8), then.cpuMs.toFixed(1).padStart(7),
          `| ${(now.totalMs / then.totalMs).toFixed(2)}`.padStart(10), (now.cpuMs / then.cpuMs).toFixed(2).padStart(6), `  ${now.statuses.join('/')} vs ${then.statuses.join('/')}`].join(' '));
      }
      if (ratios.length) {
        console.log(`Cold request against the aws-lite build, median over ${ratios.length} routes: ${median(ratios).toFixed(2)}x wall, ${median(cpuRatios).toFixed(2)}x CPU.`);
      }
    } finally {
      await bed.close();
    }
  }
  const fns = rows.slice(1);
  const met = fns.filter((r) => r.kb <= SIZE_GOAL_KB && typeof r.ms === 'number' && r.ms <= IMPORT_GOAL_MS).length;
  console.log(`Goals: size <= ${SIZE_GOAL_KB} KB, import <= ${IMPORT_GOAL_MS} ms wall (without source maps): ${met} of ${fns.length} functions meet both.`);
  const over = rows.flatMap((r, i) => (i > 0 && r.kb > SIZE_GOAL_KB ? [[r, files[i]!] as const] : []));
  if (over.length > 0) console.log('Largest packages in the bundles over the size goal (KB of minified output):');
  for (const [r, b] of over) {
    console.log(`  ${r.id}: ${bytesByPackage(b.metafile).slice(0, 6).map(([name, kb]) => `${name} ${kb.toFixed(0)}`).join(', ')}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
