import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generationRequestSchema, STYLE_VALUES, type Brief } from '@sitewright/core';
import { businessDetailsSchema } from '@sitewright/core/schemas/details';
import { placeholders } from '../src/apply-details';
import { createOfflineWriter, generateSite, renderSite } from '../src/index';
import { filledDetails } from './details-fixture';
import { launch } from './browser';
import { loadBriefs, slug } from './briefs';
import { browserChecks, lighthouse, vnuErrors } from './checks';
import { pageMetrics } from './page-metrics';
import { serveDir } from './serve';
import { writeSite } from './site-files';

/**
 * npm run bench:sites [-- --lighthouse N|all] [-- --limit N] [-- --match <name part>]: every brief (../shared/briefs plus
 * bench/briefs-extra.json: the issue-15 briefs, ten languages and the page styles of sessions 17 and 18: funeral, club, show, shopfront, attraction, school, venue, mosque) × every style, with the offline
 * writer and offline images, judged by vnu-jar, axe-core (375 and 1280 px), the page metrics of issue
 * 15 (visuals, H1, repeated sentences, lang/dir, bytes at 375 px, other hosts), a 320 px overflow check,
 * and Lighthouse mobile on the *deployed copy* (buildPublishFiles) of one site per style.
 * `--details`: every site as its owner publishes it (issue 16): business details filled in (bench/details-fixture.ts)
 * and its forms live (posting to an https forms endpoint, which the CSP names).
 */
type Site = { name: string; brief: Brief; expectedLang: string; style: string; bytes: number; ms: number; blueprint: string };

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };

function extraBriefs(): { brief: Brief; lang: string }[] {
  const file = path.resolve(process.cwd(), 'packages/sitegen/bench/briefs-extra.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { expected_lang: string }[]).map((b) => ({ brief: generationRequestSchema.parse(b), lang: b.expected_lang }));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const lhArg = args.includes('--lighthouse') ? args[args.indexOf('--lighthouse') + 1] : undefined;
  const all = [...loadBriefs().map((brief) => ({ brief, lang: 'en' })), ...extraBriefs()];
  // --limit N: every k-th brief only, for a quick look while working (the figures to quote use all).
  const limit = args.includes('--limit') ? Number(args[args.indexOf('--limit') + 1]) : 0;
  // --match <text>: only briefs whose business name contains it.
  const match = args.includes('--match') ? args[args.indexOf('--match') + 1]!.toLowerCase() : '';
  const picked = match ? all.filter((b) => b.brief.business_name.toLowerCase().includes(match)) : all;
  const briefs = limit > 0 ? picked.filter((_, i) => i % Math.ceil(picked.length / limit) === 0) : picked;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-'));
  const writer = createOfflineWriter();
  await generateSite(briefs[0]!.brief, { writer }); // warm-up: first call pays module and schema initialisation
  const sites: Site[] = [];
  const withDetails = args.includes('--details');
  let left = 0; // sections still showing samples other than photos, with details filled (goal 0)
  for (const [i, { brief, lang }] of briefs.entries()) {
    for (const style of STYLE_VALUES) {
      const name = `${slug(brief.business_name, i)}-${style}`;
      const t0 = performance.now();
      const g = await generateSite({ ...brief, style_preference: style }, { writer, seed: name });
      const ms = performance.now() - t0;
      if (withDetails) {
        g.site = { ...g.site, details: businessDetailsSchema.parse(filledDetails(g.site)) };
        g.files = renderSite(g.site, { forms: { action: `https://api.sitewright.example/api/forms/${name}` } });
        left += placeholders(g.site).filter((p) => p.fields.some((f) => f !== 'images')).length;
      }
      const bytes = await writeSite(g, path.join(dir, 'preview', name), path.join(dir, 'deployed', name), brief.business_name);
      sites.push({ name, brief, expectedLang: lang, style, ms, bytes, blueprint: g.site.blueprint ?? '' });
    }
  }
  if (withDetails) console.log(`details filled and forms live on every site; sections still showing samples (other than photos): ${left}`);
  console.log(`generated ${sites.length} sites (${briefs.length} briefs × ${STYLE_VALUES.length} styles) in ${dir}`);

  const vnu = await vnuErrors(sites.map((s) => path.join(dir, 'preview', s.name, 'index.html')));
  for (const e of vnu.slice(0, 10)) console.log('  vnu:', path.basename(path.dirname(e.file)), e.message);

  const server = await serveDir(dir);
  const browser = await launch();
  try {
    const urls = sites.map((s) => `${server.base}/preview/${s.name}/`);
    const t0 = performance.now();
    const metrics = await pageMetrics(browser, urls);
    const short = (u: string) => u.replace(`${server.base}/preview/`, '');
    const violations = metrics.flatMap((m) => m.violations.map((v) => `${short(m.url)} ${v}`));
    for (const v of violations.slice(0, 10)) console.log('  axe:', v);
    const narrow = await browserChecks(browser, urls, 320);
    const overflow = narrow.filter((r) => r.overflow).map((r) => short(r.url));
    const foreign = narrow.flatMap((r) => r.foreign).concat(metrics.flatMap((m) => m.foreign));
    console.log(`browser checks: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    const fewVisuals = metrics.filter((m) => m.visuals < 3 || !m.visualAbove900);
    const longH1 = metrics.filter((m) => m.h1Words > 12 || /…|\.\.\.$/.test(m.h1) || /…|\.\.\.$/.test(m.title) || m.h1.split('(').length !== m.h1.split(')').length);
    const repeated = metrics.filter((m) => m.repeated.length);
    const wrongLang = metrics.filter((m, i) => {
      const want = sites[i]!.expectedLang;
      const rtl = ['ar', 'he', 'fa', 'ur'].includes(want);
      return m.lang.split('-')[0] !== want || m.dir !== (rtl ? 'rtl' : 'ltr');
    });
    for (const m of fewVisuals.slice(0, 5)) console.log(`  visuals: ${short(m.url)} ${m.visuals} (above 900 px: ${m.visualAbove900})`);
    for (const m of longH1.slice(0, 5)) console.log(`  h1: ${short(m.url)} ${m.h1Words} words: ${m.h1}`);
    for (const m of repeated.slice(0, 5)) console.log(`  repeated: ${short(m.url)} ${m.repeated[0]}`);
    for (const m of wrongLang.slice(0, 5)) console.log(`  lang: ${short(m.url)} lang=${m.lang} dir=${m.dir}`);

    const lh: { scores: Record<string, number>; failed: string[] }[] = [];
    const picks = lhArg === 'all' ? sites : STYLE_VALUES.map((style, i) => {
      const blueprints = ['saas', 'restaurant', 'portfolio', 'local', 'events', 'ecommerce'];
      return sites.find((s) => s.style === style && s.blueprint === blueprints[i % blueprints.length]) ?? sites.find((s) => s.style === style)!;
    }).slice(0, lhArg && Number(lhArg) > 0 ? Number(lhArg) : undefined);
    for (const s of picks) {
      const r = await lighthouse(`${server.base}/deployed/${s.name}/`);
      console.log(`  lighthouse (deployed copy) ${s.name} [${s.blueprint}]: ${JSON.stringify(r.scores)}${r.failed.length ? ` below 0.9: ${r.failed.join(', ')}` : ''}`);
      lh.push(r);
    }
    const cats = ['performance', 'accessibility', 'best-practices', 'seo'];
    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    const b375 = metrics.map((m) => m.bytes375);
    console.log('\n== bench:sites summary ==');
    console.log(`sites                              ${sites.length}   (${briefs.length} briefs × ${STYLE_VALUES.length} styles; blueprints: ${[...new Set(sites.map((s) => s.blueprint))].join(', ')})`);
    console.log(`visuals >= 200x120 px at 1280 px   median ${median(metrics.map((m) => m.visuals))}  min ${Math.min(...metrics.map((m) => m.visuals))}  sites below goal ${fewVisuals.length}   (goal: >= 3 on every site, one in the first 900 px)`);
    console.log(`H1 words                           median ${median(metrics.map((m) => m.h1Words))}  max ${Math.max(...metrics.map((m) => m.h1Words))}  over 12 / H1 or title clipped / unbalanced ${longH1.length}   (goal 0)`);
    console.log(`8+-word sentences repeated 3 times ${repeated.length} sites   (goal 0)`);
    console.log(`vnu errors                         ${vnu.length}   (must be 0)`);
    console.log(`axe violations 375+1280 px         ${violations.length}   (must be 0)`);
    console.log(`horizontal scroll at 320 px        ${overflow.length}   ${overflow.slice(0, 5).join(' ')}`);
    console.log(`bytes transferred at 375 px        median ${kb(median(b375))}  max ${kb(Math.max(...b375))}  requests median ${median(metrics.map((m) => m.requests375))}   (goal: median <= 150 KB)`);
    console.log(`requests to other hosts            ${foreign.length}   (must be 0)`);
    console.log(`lang/dir not the brief's language  ${wrongLang.length}   (goal 0)`);
    for (const c of cats) {
      const xs = lh.map((r) => r.scores[c] ?? 0);
      console.log(`lighthouse ${c.padEnd(24)}median ${median(xs)}  min ${Math.min(...xs)}  (${xs.length} deployed sites, one per style)`);
    }
    console.log(`files written per site             median ${kb(median(sites.map((s) => s.bytes)))} (html, css, js, artwork, fonts)`);
    console.log(`generation time per site           median ${median(sites.map((s) => s.ms)).toFixed(2)} ms  max ${Math.max(...sites.map((s) => s.ms)).toFixed(2)} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => { console.error(e); process.exit(1); });
