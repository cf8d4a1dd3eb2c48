import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { STYLE_VALUES, toGeneratorType, type Brief } from '@sitewright/core';
import { createOfflineWriter, generateSite } from '../src/index';
import { launch } from './browser';
import { loadBriefs, slug } from './briefs';
import { browserChecks, lighthouse, vnuErrors } from './checks';
import { serveDir } from './serve';

/**
 * npm run bench:sites [-- --lighthouse N|all]: every brief × every style with the offline writer, judged
 * by vnu-jar, axe-core (375 and 1280 px), a 320 px overflow check, Lighthouse (a sample), page weight,
 * requests to other hosts and in-process generation time. Prints one summary for all sites together.
 */
type Site = { name: string; brief: Brief; style: string; bytes: number; ms: number };

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };

function sample(sites: Site[], arg: string | undefined): Site[] {
  if (arg === 'all') return sites;
  if (arg && Number(arg) > 0) { const n = Number(arg); return sites.filter((_, i) => i % Math.ceil(sites.length / n) === 0).slice(0, n); }
  // Default: one site per style and per generator type (6 runs cover 6 styles and all 5 types).
  const types = ['saas', 'ecommerce', 'agency', 'restaurant', 'startup'];
  return STYLE_VALUES.map((style, i) => sites.find((s) => s.style === style && toGeneratorType(s.brief.industry) === types[i % types.length])
    ?? sites.find((s) => s.style === style)!);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const lhArg = args.includes('--lighthouse') ? args[args.indexOf('--lighthouse') + 1] : undefined;
  const briefs = loadBriefs();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-'));
  const writer = createOfflineWriter();
  await generateSite(briefs[0]!, { writer }); // warm-up: first call pays module and schema initialisation
  const sites: Site[] = [];
  for (const [i, brief] of briefs.entries()) {
    for (const style of STYLE_VALUES) {
      const t0 = performance.now();
      const { files } = await generateSite({ ...brief, style_preference: style }, { writer });
      const ms = performance.now() - t0;
      const name = `${slug(brief.business_name, i)}-${style}`;
      mkdirSync(path.join(dir, name));
      for (const [f, body] of Object.entries(files)) writeFileSync(path.join(dir, name, f), body);
      sites.push({ name, brief, style, ms, bytes: Object.values(files).reduce((n, b) => n + Buffer.byteLength(b), 0) });
    }
  }
  console.log(`generated ${sites.length} sites (${briefs.length} briefs × ${STYLE_VALUES.length} styles) in ${dir}`);

  const vnu = await vnuErrors(sites.map((s) => path.join(dir, s.name, 'index.html')));
  for (const e of vnu.slice(0, 10)) console.log('  vnu:', path.basename(path.dirname(e.file)), e.message);

  const server = await serveDir(dir);
  const browser = await launch();
  const urls = sites.map((s) => `${server.base}/${s.name}/`);
  const lh: { scores: Record<string, number>; failed: string[] }[] = [];
  try {
    const results = [...await browserChecks(browser, urls, 375), ...await browserChecks(browser, urls, 1280)];
    const narrow = await browserChecks(browser, urls, 320, false);
    const violations = results.flatMap((r) => r.violations.map((v) => `${r.width}px ${r.url.replace(server.base, '')} ${v}`));
    for (const v of violations.slice(0, 10)) console.log('  axe:', v);
    const foreign = [...results, ...narrow].flatMap((r) => r.foreign);
    const overflow = narrow.filter((r) => r.overflow).map((r) => r.url.replace(server.base, ''));
    for (const s of sample(sites, lhArg)) {
      const r = await lighthouse(`${server.base}/${s.name}/`);
      console.log(`  lighthouse ${s.name}: ${JSON.stringify(r.scores)}${r.failed.length ? ` below 0.9: ${r.failed.join(', ')}` : ''}`);
      lh.push(r);
    }
    const cats = ['performance', 'accessibility', 'best-practices', 'seo'];
    const bytes = sites.map((s) => s.bytes);
    console.log('\n== bench:sites summary ==');
    console.log(`sites                          ${sites.length}`);
    console.log(`vnu errors                     ${vnu.length}   (must be 0)`);
    console.log(`axe violations 375+1280 px     ${violations.length}   (must be 0)`);
    console.log(`horizontal scroll at 320 px    ${overflow.length}   ${overflow.slice(0, 5).join(' ')}`);
    console.log(`requests to other hosts        ${foreign.length}   (must be 0)`);
    for (const c of cats) {
      const xs = lh.map((r) => r.scores[c] ?? 0);
      console.log(`lighthouse ${c.padEnd(20)}median ${median(xs)}  min ${Math.min(...xs)}  (${xs.length} sites)`);
    }
    console.log(`page weight without logo       median ${median(bytes)} B  max ${Math.max(...bytes)} B  (goal <= ${35 * 1024} B)`);
    console.log(`generation time per site       median ${median(sites.map((s) => s.ms)).toFixed(2)} ms  max ${Math.max(...sites.map((s) => s.ms)).toFixed(2)} ms  (goal <= 5 ms)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => { console.error(e); process.exit(1); });
