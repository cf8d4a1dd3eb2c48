/**
 * bench:web — builds the SPA, prints the initial JavaScript (gzip: the entry chunk plus its static
 * imports, from dist/.vite/manifest.json; goal ≤ 150 KB) and Lighthouse mobile scores for / and
 * /templates against the seeded local stack (goal ≥ 95 performance, 100 for the rest).
 *
 * Each page is measured RUNS times with Lighthouse's defaults (4× CPU slowdown) and the median is
 * printed with the host's Lighthouse benchmarkIndex. The 4× default assumes a desktop-class host
 * (benchmarkIndex ≈ 1500); on a slower one it emulates a slower phone than Lighthouse's mid-tier
 * target and the report warns so. Lighthouse's throttling guide (docs/throttling.md, "Calibrating the
 * CPU slowdown") says to lower the multiplier then; when the host is slower, the page is measured
 * again at the calibrated multiplier and both figures are printed. Compare figures only within a run.
 * `-- --reports DIR` keeps every Lighthouse JSON report.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
// `npm run bench:web -- --reports DIR` keeps every Lighthouse JSON report (to read the audits).
const reportsArg = process.argv.indexOf('--reports');
const reportsDir = reportsArg > 0 ? process.argv[reportsArg + 1] : undefined;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const dist = join(root, 'web', 'dist');
execFileSync('npx', ['vite', 'build', '--manifest'], { cwd: join(root, 'web'), stdio: 'inherit' });

type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const initial = new Set<string>();
const visit = (key: string) => {
  const c = manifest[key];
  if (!c || initial.has(c.file)) return;
  initial.add(c.file);
  c.imports?.forEach(visit);
};
Object.entries(manifest).filter(([, c]) => c.isEntry).forEach(([k]) => visit(k));
// Scripts index.html loads that Vite didn't bundle (the prerender's boot script, vite-plugins/prerender-home.ts).
for (const [, src] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script src="\/([^"]+\.js)">/g)) initial.add(src as string);
const gz = [...initial].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
console.log(`\nInitial JS: ${initial.size} files, ${(gz / 1024).toFixed(1)} KB gzip (goal <= 150 KB)`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
/**
 * web/dist served the way CloudFront serves it in AWS (brotli, immutable hashed assets, SPA fallback),
 * with /api, /config.json and /_local proxied to the local stack. The local stack's own static server
 * doesn't compress, which would measure the laptop, not the product.
 */
/** Chrome offers br only over HTTPS, so plain-http localhost gets gzip, as CloudFront would give it. */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}
const compress = (enc: 'br' | 'gzip', body: Buffer) => (enc === 'br' ? brotliCompressSync : gzipSync)(body);

function serveLikeCdn(apiOrigin: string) {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.txt': 'text/plain', '.json': 'application/json' };
  const cache = new Map<string, Buffer>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname === '/config.json' || url.pathname.startsWith('/_local')) {
      const r = await fetch(apiOrigin + url.pathname + url.search, { headers: { accept: req.headers.accept ?? '*/*' } });
      const type = r.headers.get('content-type') ?? 'application/json';
      const raw = Buffer.from(await r.arrayBuffer());
      // CloudFront compresses API responses too (text types over 1 KB), per request since they aren't cached.
      const enc = raw.length >= 1024 && /text|javascript|svg|json/.test(type) ? encodingFor(req) : null;
      res.writeHead(r.status, {
        'content-type': type,
        'cache-control': r.headers.get('cache-control') ?? 'no-cache',
        ...(enc ? { 'content-encoding': enc, vary: 'accept-encoding' } : {}),
      });
      return res.end(enc ? compress(enc, raw) : raw);
    }
    let file = join(dist, url.pathname);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    const ext = file.slice(file.lastIndexOf('.'));
    const enc = /text|javascript|svg|json/.test(types[ext] ?? '') ? encodingFor(req) : null;
    // Compressed once, like a CDN's cache; compressing per request would measure this laptop's CPU.
    const key = `${enc}:${file}`;
    const body = enc ? (cache.get(key) ?? cache.set(key, compress(enc, readFileSync(file))).get(key) as Buffer) : readFileSync(file);
    res.writeHead(200, {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(enc ? { 'content-encoding': enc, vary: 'accept-encoding' } : {}),
    });
    res.end(body);
  });
  return new Promise<{ url: string; close(): void }>((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ url: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() })));
}

/**
 * The CPU slowdown that makes a host of this Lighthouse benchmarkIndex emulate Lighthouse's mid-tier
 * mobile target: the calculator the Lighthouse throttling guide links to
 * (lighthouse-cpu-throttling-calculator: 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×).
 */
function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const RUNS = 5;
const cats = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;
type Lhr = { categories: Record<string, { score: number }>; audits: Record<string, { score: number | null; numericValue?: number }>; environment: { benchmarkIndex: number } };

async function lighthouse(url: string, cpuSlowdown?: number): Promise<{ lhr: Lhr; json: string }> {
  // Async on purpose: the stack serves from this process, so a blocking call would starve it.
  const { stdout } = await promisify(execFile)('npx', ['lighthouse', url, '--output=json', '--quiet', '--form-factor=mobile',
    ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`] : []),
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'],
    { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
  return { lhr: JSON.parse(stdout) as Lhr, json: stdout };
}

/** RUNS Lighthouse runs of one page; prints the medians and returns the host's median benchmarkIndex. */
async function measure(url: string, label: string, cpuSlowdown?: number): Promise<number> {
  const runs: Record<string, number>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr, json } = await lighthouse(url, cpuSlowdown);
    if (reportsDir) writeFileSync(join(reportsDir, `${label.replace(/\W+/g, '-')}-${i + 1}.json`), json);
    runs.push({
      ...Object.fromEntries(cats.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      ...Object.fromEntries(metrics.map((m) => [m, lhr.audits[m]?.numericValue ?? 0])),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
    if (i === 0) {
      const failing = Object.entries(lhr.audits).filter(([, a]) => a.score !== null && a.score < 0.9).map(([id]) => id);
      if (failing.length) console.log(`  ${label} audits under 0.9: ${failing.join(', ')}`);
    }
  }
  const of = (k: string) => runs.map((r) => r[k] as number);
  console.log(`Lighthouse mobile ${label} (median of ${RUNS}): ${cats.map((c) => `${c} ${median(of(c))}`).join(', ')}`);
  console.log(`  performance per run: ${of('performance').join(', ')}; host benchmarkIndex (median) ${median(of('benchmarkIndex')).toFixed(0)}`);
  console.log(`  metrics (median): ${metrics.map((m) => `${m} ${median(of(m)).toFixed(m === 'cumulative-layout-shift' ? 3 : 0)}`).join(', ')}`);
  return median(of('benchmarkIndex'));
}

// The local stack's per-request INFO lines would bury the figures.
process.env.LOG_LEVEL ??= 'WARN';
const { startTestStack } = await import('../../functions/local/test-stack');
const stack = await startTestStack({}, undefined, { seed: true });
const cdn = await serveLikeCdn(stack.appUrl);
try {
  for (const path of ['/', '/templates']) {
    const index = await measure(cdn.url + path, `${path} at Lighthouse's default 4x CPU slowdown`);
    const calibrated = calibratedCpuSlowdown(index);
    if (calibrated < 3.5) {
      console.log(`  This host (benchmarkIndex ${index.toFixed(0)}) is slower than the ~1500 the 4x default assumes; calibrated slowdown ${calibrated.toFixed(2)}x:`);
      await measure(cdn.url + path, `${path} at the calibrated ${calibrated.toFixed(2)}x CPU slowdown`, calibrated);
    }
  }
} finally {
  cdn.close();
  await stack.stop();
}
