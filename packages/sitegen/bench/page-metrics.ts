import type { Browser } from 'playwright-core';
import { axeViolations } from './checks';

/**
 * What a visitor's browser sees of a generated page (issue 15 "What it must show"): visuals, the H1,
 * repeated sentences, language and direction, bytes transferred, requests to other hosts.
 */
export interface PageMetrics {
  url: string;
  /** Images (img, svg, picture) rendered at ≥ 200×120 px at 1280 px. */
  visuals: number;
  /** Of those, whether one starts within the first 900 px of the page. */
  visualAbove900: boolean;
  h1: string;
  h1Words: number;
  title: string;
  /** Sentences of 8+ words that occur 3 or more times in the page's text. */
  repeated: string[];
  lang: string;
  dir: string;
  /** Bytes of every response the page loaded at 375 px (after load and network idle), and their count. */
  bytes375: number;
  requests375: number;
  foreign: string[];
}

/**
 * Sentences of `text` with 8+ words, normalised (case, spaces), that occur at least 3 times. Lines that
 * are the business's name (header, hero eyebrow, footer, "© name") are not copy and are not counted.
 */
export function repeatedSentences(text: string, name = ''): string[] {
  const counts = new Map<string, number>();
  const brand = name.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const s of text.split(/(?<=[.!?。！？])\s+|\n+/u)) {
    const n = s.trim().toLowerCase().replace(/\s+/g, ' ');
    if (brand && n.replace(/^©\s*/, '') === brand) continue;
    if (n.split(' ').length >= 8) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts].filter(([, c]) => c >= 3).map(([s]) => s);
}

/** Words of a heading: space-separated words; CJK text counts two characters as a word. */
export function headingWords(h: string): number {
  const cjk = (h.match(/[\u3040-\u30ff\u3400-\u9fff]/gu) ?? []).length;
  const rest = h.replace(/[\u3040-\u30ff\u3400-\u9fff]/gu, ' ').trim();
  return (rest ? rest.split(/\s+/).length : 0) + Math.ceil(cjk / 2);
}

/**
 * Measure each URL: at 1280 px the visuals and text (and axe), at 375 px the bytes a first-time visitor
 * transfers (browser cache disabled through the DevTools protocol, so the sites' shared font names do
 * not hide bytes; waits for network idle, so lazy images near the first screen count) and axe again.
 * One page per width, so each site costs two loads.
 */
export async function pageMetrics(browser: Browser, urls: string[]): Promise<(PageMetrics & { violations: string[] })[]> {
  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const narrow = await browser.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true });
  const out: (PageMetrics & { violations: string[] })[] = [];
  try {
    const p1 = await wide.newPage();
    const p2 = await narrow.newPage();
    const cdp = await narrow.newCDPSession(p2);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let sizes: Promise<number>[] = [];
    let foreign: string[] = [];
    p2.on('requestfinished', (r) => { sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize, () => 0)); });
    p2.on('request', (r) => {
      const u = new URL(r.url());
      if (!['data:', 'blob:'].includes(u.protocol) && u.hostname !== '127.0.0.1') foreign.push(r.url());
    });
    for (const url of urls) {
      await p1.goto(url, { waitUntil: 'load' });
      const m = await p1.evaluate(() => {
        const boxes = [...document.querySelectorAll('img, svg, picture')]
          .filter((e) => !(e.tagName === 'IMG' && e.parentElement?.tagName === 'PICTURE'))
          .map((e) => e.getBoundingClientRect()).filter((r) => r.width >= 200 && r.height >= 120);
        const h1 = document.querySelector('h1')?.textContent?.trim() ?? '';
        const brand = document.querySelector('.brand span')?.textContent?.trim() ?? '';
        return { visuals: boxes.length, above: boxes.some((r) => r.top + window.scrollY < 900), h1, brand, title: document.title, text: document.body.innerText,
          lang: document.documentElement.lang, dir: document.documentElement.dir || 'ltr' };
      });
      const wideAxe = await axeViolations(p1);
      sizes = []; foreign = [];
      await p2.goto(url, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      const narrowAxe = await axeViolations(p2);
      out.push({ url, visuals: m.visuals, visualAbove900: m.above, h1: m.h1, h1Words: headingWords(m.h1), title: m.title, repeated: repeatedSentences(m.text, m.brand),
        lang: m.lang, dir: m.dir, bytes375: all.reduce((a, b) => a + b, 0), requests375: all.length, foreign: [...foreign],
        violations: [...wideAxe.map((v) => `1280px ${v}`), ...narrowAxe.map((v) => `375px ${v}`)] });
    }
  } finally {
    await wide.close();
    await narrow.close();
  }
  return out;
}
