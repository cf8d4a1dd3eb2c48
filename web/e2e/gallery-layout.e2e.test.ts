/**
 * A generated site's mosaic gallery in Chromium, with 3 to 8 pictures, on a phone and a laptop: the
 * tiles close the grid's last row (no empty cell at the bottom, as the 6-picture restaurant gallery had
 * at 1280 px while its fifth tile spanned two rows), and the `sizes` the renderer gives each tile's photo
 * (render-sections.ts `mosaicSizes`) asks for a source at least as wide as the tile is drawn.
 */
import type { Browser } from 'playwright-core';
import { generateSite } from '@sitewright/sitegen/generate';
import { createOfflineWriter } from '@sitewright/sitegen/offline-writer';
import { mosaicSizes } from '@sitewright/sitegen/render-sections';
import { launchChromium } from './browser';

let browser: Browser;
let html = '';
let css = '';
beforeAll(async () => {
  browser = await launchChromium();
  const site = await generateSite({
    business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria serving hand-made pasta.',
    target_audience: 'Families', key_features: ['Pasta'], color_scheme: null, style_preference: 'modern', logo_url: null, template_id: null,
  }, { writer: createOfflineWriter(), seed: 'gallery' });
  html = site.files['index.html']!;
  css = site.files['style.css']!;
}, 60_000);
afterAll(async () => { await browser?.close(); });

interface Tile { left: number; right: number; top: number; bottom: number; sizesPx: number }

/** The gallery with `n` tiles (the generated ones, repeated or cut), laid out at `width` px: each tile's box and the width its `sizes` asks for. */
async function mosaic(n: number, width: number): Promise<{ tiles: Tile[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  try {
    // Served as a deployed site is (index.html and style.css from one origin); pictures and fonts blank: only the layout is measured.
    await page.route('http://site.test/**', (route) => {
      const file = new URL(route.request().url()).pathname.slice(1) || 'index.html';
      if (file === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
      if (file === 'style.css') return route.fulfill({ contentType: 'text/css', body: css });
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto('http://site.test/');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('ul.gallery')!).display)).toBe('grid');
    return await page.evaluate(({ count, sizesOf }) => {
      const ul = document.querySelector('ul.gallery')!;
      ul.className = 'gallery mosaic';
      const first = [...ul.children];
      ul.replaceChildren(...Array.from({ length: count }, (_, i) => {
        const li = first[i % first.length]!.cloneNode(true) as HTMLElement;
        li.className = `tile-${i + 1}`;
        return li;
      }));
      return {
        tiles: [...ul.children].map((li, i) => {
          const b = li.getBoundingClientRect();
          // What the tile's `sizes` (the first matching media condition) asks for, in px at this viewport.
          const sizes = sizesOf[i]!.split(',').map((s) => s.trim());
          const chosen = sizes.find((s) => { const m = /^\((.+)\)\s+(\S+)$/.exec(s); return m ? matchMedia(`(${m[1]})`).matches : true; }) ?? '100vw';
          const vw = Number(/(\d+)vw$/.exec(chosen)?.[1] ?? 100);
          return { left: b.left, right: b.right, top: b.top, bottom: b.bottom, sizesPx: (vw / 100) * window.innerWidth };
        }),
      };
    }, { count: n, sizesOf: Array.from({ length: n }, (_, i) => mosaicSizes(i, n)) });
  } finally {
    await page.close();
  }
}

describe('Mosaic gallery of a generated site (Chromium)', () => {
  for (const width of [375, 1280]) {
    for (const n of [3, 4, 5, 6, 7, 8]) {
      it(`It should close the last row with ${n} pictures at ${width} px, and ask for wide enough sources`, async () => {
        const { tiles } = await mosaic(n, width);
        expect(tiles).toHaveLength(n);
        // The grid's extent is its tiles' (the list's own box may have padding).
        const box = { left: Math.min(...tiles.map((t) => t.left)), right: Math.max(...tiles.map((t) => t.right)) };
        const bottom = Math.max(...tiles.map((t) => t.bottom));
        // Points along the last row, a few px above the grid's bottom: each lies in some tile.
        const y = bottom - 4;
        const points = Array.from({ length: 12 }, (_, k) => box.left + ((k + 0.5) / 12) * (box.right - box.left));
        const gaps = points.filter((x) => !tiles.some((t) => t.left <= x && x <= t.right && t.top <= y && y <= t.bottom));
        // A gap between tiles is at most the grid's gap (1rem); an empty cell is a third or half of the row.
        const holes = gaps.filter((x) => !tiles.some((t) => Math.abs(t.right - x) < 20 || Math.abs(t.left - x) < 20));
        expect({ n, width, holes }).toEqual({ n, width, holes: [] });
        for (const t of tiles) expect(t.sizesPx).toBeGreaterThanOrEqual((t.right - t.left) * 0.9);
      }, 30_000);
    }
  }
});
