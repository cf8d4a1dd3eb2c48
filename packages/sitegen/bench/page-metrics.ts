import type { Browser } from 'playwright-core';

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
  /** Sentences of 8+ words that occur 3 or more times in the page's text. */
  repeated: string[];
  lang: string;
  dir: string;
  /** Bytes of every response the page loaded at 375 px (after load and network idle), and their count. */
  bytes375: number;
  requests375: number;
  foreign: string[];
}

/** Sentences of `text` with 8+ words, normalised (case, spaces), that occur at least 3 times. */
export function repeatedSentences(text: string): string[] {
  const counts = new Map<string, number>();
  for (const s of text.split(/(?<=[.!?。！？])\s+|\n+/u)) {
    const n = s.trim().toLowerCase().replace(/\s+/g, ' ');
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

/** Measure each URL at 1280 px (visuals, text) and 375 px (bytes). */
export async function pageMetrics(browser: Browser, urls: string[]): Promise<PageMetrics[]> {
  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const out: PageMetrics[] = [];
  try {
    const p1 = await wide.newPage();
    for (const url of urls) {
      await p1.goto(url, { waitUntil: 'load' });
      const m = await p1.evaluate(() => {
        const boxes = [...document.querySelectorAll('img, svg, picture')]
          .filter((e) => !(e.tagName === 'IMG' && e.parentElement?.tagName === 'PICTURE'))
          .map((e) => e.getBoundingClientRect()).filter((r) => r.width >= 200 && r.height >= 120);
        const h1 = document.querySelector('h1')?.textContent?.trim() ?? '';
        return { visuals: boxes.length, above: boxes.some((r) => r.top + window.scrollY < 900), h1, text: document.body.innerText,
          lang: document.documentElement.lang, dir: document.documentElement.dir || 'ltr' };
      });
      // A fresh context per page: an empty cache, as a first-time visitor has (the sites share font file names).
      const narrow = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const p2 = await narrow.newPage();
      const sizes: Promise<number>[] = [];
      const foreign: string[] = [];
      p2.on('requestfinished', (r) => { sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize, () => 0)); });
      p2.on('request', (r) => {
        const u = new URL(r.url());
        if (!['data:', 'blob:'].includes(u.protocol) && u.hostname !== '127.0.0.1') foreign.push(r.url());
      });
      await p2.goto(url, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      await narrow.close();
      const bytes = all.reduce((a, b) => a + b, 0);
      const count = all.length;
      out.push({ url, visuals: m.visuals, visualAbove900: m.above, h1: m.h1, h1Words: headingWords(m.h1), repeated: repeatedSentences(m.text),
        lang: m.lang, dir: m.dir, bytes375: bytes, requests375: count, foreign: [...foreign] });
    }
  } finally {
    await wide.close();
  }
  return out;
}
