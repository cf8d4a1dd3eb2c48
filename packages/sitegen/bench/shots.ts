import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generationRequestSchema, STYLE_VALUES, type Brief, type StyleValue } from '@sitewright/core';
import { chooseBlueprint } from '../src/choose-blueprint';
import { BLUEPRINT_IDS } from '../src/i18n/types';
import { createOfflineWriter, generateSite } from '../src/index';
import { launch } from './browser';
import { loadBriefs, slug } from './briefs';
import { serveDir } from './serve';
import { writeSite } from './site-files';

/**
 * npm run shots: full-page PNGs of each blueprint × design style at 375 and 1280 px in ./shots/
 * (`<blueprint>-<style>-<width>.png`), each blueprint shown with the first brief that gets it.
 * `--only <blueprint>` one blueprint; `--style <style>` one style; `--layout 0|1` force a layout;
 * `--brief "<name>"` a named brief from the shared set or bench/briefs-extra.json.
 */
const WIDTHS = [375, 1280];

function allBriefs(): Brief[] {
  const extra = JSON.parse(readFileSync(path.resolve(process.cwd(), 'packages/sitegen/bench/briefs-extra.json'), 'utf8')) as unknown[];
  return [...loadBriefs(), ...extra.map((b) => generationRequestSchema.parse(b))];
}

/** A brief for the startup blueprint, which none of the shared briefs falls into. */
const STARTUP: Brief = generationRequestSchema.parse({
  business_name: 'Loop Labs', industry: 'Other', description: 'A small team building better tools for remote teams to run calmer meetings.',
  target_audience: 'Team leads at remote-first companies', key_features: ['Async agendas', 'Meeting notes that write themselves', 'Calm by default'],
});

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (k: string) => (args.includes(k) ? args[args.indexOf(k) + 1] : undefined);
  const briefs = allBriefs();
  const named = arg('--brief');
  const styles = (arg('--style') ? [arg('--style')] : STYLE_VALUES) as StyleValue[];
  const layout = arg('--layout') !== undefined ? (Number(arg('--layout')) as 0 | 1) : undefined;
  const jobs: { name: string; brief: Brief; style: StyleValue }[] = [];
  for (const bp of BLUEPRINT_IDS.filter((b) => !arg('--only') || b === arg('--only'))) {
    const brief = named ? briefs.find((b) => b.business_name === named) : briefs.find((b) => chooseBlueprint(b) === bp) ?? (bp === 'startup' ? STARTUP : undefined);
    if (!brief) continue;
    for (const style of styles) jobs.push({ name: `${named ? slug(named, 0) : bp}-${style}`, brief, style });
    if (named) break;
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sitegen-shots-'));
  for (const j of jobs) {
    const g = await generateSite({ ...j.brief, style_preference: j.style }, { writer: createOfflineWriter(), seed: j.name, layout });
    await writeSite(g, path.join(tmp, j.name));
  }
  const out = path.resolve(process.cwd(), 'shots');
  mkdirSync(out, { recursive: true });
  const server = await serveDir(tmp);
  const browser = await launch();
  try {
    for (const j of jobs) {
      for (const w of WIDTHS) {
        const page = await browser.newPage({ viewport: { width: w, height: 900 } });
        await page.goto(`${server.base}/${j.name}/`, { waitUntil: 'networkidle' });
        // Lazy images load as they near the viewport: scroll through once so the full-page shot has them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => requestAnimationFrame(() => r(null))); }
          window.scrollTo(0, 0);
        });
        await page.evaluate(() => { for (const img of document.images) img.loading = 'eager'; });
        await page.waitForFunction(() => [...document.images].every((i) => i.complete));
        await page.screenshot({ path: path.join(out, `${j.name}-${w}.png`), fullPage: true });
        await page.close();
      }
      console.log(`shots/${j.name}-{${WIDTHS.join(',')}}.png  (${j.brief.business_name})`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => { console.error(e); process.exit(1); });
