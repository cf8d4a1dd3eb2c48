import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STYLE_VALUES, type StyleValue } from '@sitewright/core';
import { createOfflineWriter, generateSite } from '../src/index';
import { launch } from './browser';
import { loadBriefs, slug } from './briefs';
import { serveDir } from './serve';

/**
 * npm run shots: full-page PNGs of each design style at 375, 768 and 1280 px in ./shots/.
 * Each style is shown with the first brief that asked for it (else the first brief).
 * `--all` shoots every brief in its own style; `--only <n>` one brief index in every style.
 */
const WIDTHS = [375, 768, 1280];

async function main(): Promise<void> {
  const briefs = loadBriefs();
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? Number(args[args.indexOf('--only') + 1]) : undefined;
  const jobs: { name: string; i: number; style: StyleValue }[] = [];
  if (args.includes('--all')) briefs.forEach((b, i) => jobs.push({ name: slug(b.business_name, i), i, style: b.style_preference }));
  else for (const style of STYLE_VALUES) {
    const i = only ?? Math.max(0, briefs.findIndex((b) => b.style_preference === style));
    jobs.push({ name: `${style}-${slug(briefs[i]!.business_name, i)}`, i, style });
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sitegen-shots-'));
  for (const j of jobs) {
    const { files } = await generateSite({ ...briefs[j.i]!, style_preference: j.style }, { writer: createOfflineWriter() });
    mkdirSync(path.join(tmp, j.name));
    for (const [f, body] of Object.entries(files)) writeFileSync(path.join(tmp, j.name, f), body);
  }
  const out = path.resolve(process.cwd(), 'shots');
  mkdirSync(out, { recursive: true });
  const server = await serveDir(tmp);
  const browser = await launch();
  try {
    for (const j of jobs) {
      for (const w of WIDTHS) {
        const page = await browser.newPage({ viewport: { width: w, height: 900 } });
        await page.goto(`${server.base}/${j.name}/`, { waitUntil: 'load' });
        await page.screenshot({ path: path.join(out, `${j.name}-${w}.png`), fullPage: true });
        await page.close();
      }
      console.log(`shots/${j.name}-{${WIDTHS.join(',')}}.png`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => { console.error(e); process.exit(1); });
