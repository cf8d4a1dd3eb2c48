import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { CHROME_FLAGS } from './browser';

/** The judges the bench runs on generated sites (TOOLCHAIN.md "Judges of generated HTML"). */
const run = promisify(execFile);

/** vnu-jar over many files in ONE java call (JVM start dominates). Returns error messages. */
export async function vnuErrors(files: string[]): Promise<{ file: string; message: string }[]> {
  const jar = path.resolve(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
  const res = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 << 20 })
    .then((r) => r.stderr, (e: { stderr?: string }) => e.stderr ?? '');
  const json = JSON.parse(res || '{"messages":[]}') as { messages: { type: string; url?: string; message: string }[] };
  return json.messages.filter((m) => m.type === 'error').map((m) => ({ file: m.url ?? '', message: m.message }));
}

/** Per-page browser checks at one width: requests to other hosts, horizontal overflow. */
export interface PageResult { url: string; width: number; foreign: string[]; overflow: boolean }

const AXE = readFileSync(path.resolve(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Run axe-core (injected with addScriptTag) on the page as it is; violations as "rule target". */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } };
    const r = await w.axe.run({ resultTypes: ['violations'] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
  });
}

/** Visit each URL at `width` px in one context: horizontal overflow and requests to other hosts (axe runs in page-metrics.ts). */
export async function browserChecks(browser: Browser, urls: string[], width: number): Promise<PageResult[]> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  let foreign: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['127.0.0.1:' + u.port, ''].includes(u.host) && !['data:', 'blob:'].includes(u.protocol)) foreign.push(r.url());
  });
  const out: PageResult[] = [];
  for (const url of urls) {
    foreign = [];
    await page.goto(url, { waitUntil: 'load' });
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);
    out.push({ url, width, foreign: [...foreign], overflow });
  }
  await context.close();
  return out;
}

/** Lighthouse mobile scores (0–100) for one URL, via the CLI with the system Chromium. */
export async function lighthouse(url: string): Promise<{ scores: Record<string, number>; failed: string[] }> {
  const bin = path.resolve(process.cwd(), 'node_modules/.bin/lighthouse');
  const { stdout } = await run(bin, [url, '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20,
  });
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }>; audits: Record<string, { score: number | null; title: string }> };
  const scores = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]));
  const failed = Object.entries(report.audits).filter(([, a]) => a.score !== null && a.score < 0.9).map(([id]) => id);
  return { scores, failed };
}
