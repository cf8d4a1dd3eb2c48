/**
 * Generated sites in Chromium, on a phone and a laptop: every icon tile (the square badge beside a
 * service, a contact row, a menu line) keeps its size whatever the text beside it. In a row (`.row`, a
 * flex box) a tile shrank when the text next to it wrapped: Northwind Legal's first service had a 39 px
 * badge beside a 48 px one, so titles no longer lined up.
 */
import type { Browser } from 'playwright-core';
import type { Brief } from '@sitewright/core';
import { generateSite } from '@sitewright/sitegen/generate';
import { createOfflineWriter } from '@sitewright/sitegen/offline-writer';
import { BRIEFS } from '@sitewright/sitegen/test-fixtures';
import { launchChromium } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const POTTERY: Brief = {
  ...BRIEFS.saas, business_name: 'Kiln & Clay', industry: 'Other', target_audience: 'Adults new to pottery',
  description: 'Pottery studio offering beginner wheel-throwing courses and open studio memberships.',
  key_features: ['Six-week beginner courses', 'Open studio memberships', 'Kiln firing included'],
};

/** The icon tiles of a site's page at `width` px: their rendered size and where they are. */
async function tiles(files: Record<string, string>, width: number): Promise<{ w: number; h: number; where: string }[]> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  try {
    // Served as a deployed site is (index.html and style.css from one origin); pictures and fonts blank: only the layout is measured.
    await page.route('http://site.test/**', (route) => {
      const file = new URL(route.request().url()).pathname.slice(1) || 'index.html';
      const body = files[file];
      if (body === undefined) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: file.endsWith('.css') ? 'text/css' : 'text/html', body });
    });
    await page.goto('http://site.test/');
    return await page.evaluate(() => [...document.querySelectorAll('.tile')]
      .filter((t) => !t.closest('.grid-art') && t.getClientRects().length > 0)
      .map((t) => {
        const b = t.getBoundingClientRect();
        return { w: Math.round(b.width * 10) / 10, h: Math.round(b.height * 10) / 10, where: `${t.closest('section')?.id ?? '?'}: ${t.parentElement?.textContent?.trim().slice(0, 40) ?? ''}` };
      }));
  } finally {
    await page.close();
  }
}

describe('Icon tiles of generated sites (Chromium)', () => {
  const cases: [string, Brief][] = [['agency', BRIEFS.agency], ['saas', BRIEFS.saas], ['restaurant', BRIEFS.restaurant], ['local', POTTERY]];
  for (const [name, brief] of cases) {
    for (const layout of [0, 1] as const) {
      it(`It should keep every icon tile 3rem square in the ${name} site, layout ${layout}, at 375 and 1280 px`, async () => {
        const { files } = await generateSite(brief, { writer: createOfflineWriter(), seed: `tiles-${name}`, layout });
        for (const width of [375, 1280]) {
          const found = await tiles(files, width);
          expect(found.length).toBeGreaterThan(0);
          const wrong = found.filter((t) => t.w !== 48 || t.h !== 48);
          expect({ width, wrong }).toEqual({ width, wrong: [] });
        }
      }, 60_000);
    }
  }
});
