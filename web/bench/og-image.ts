/** Renders web/public/og-image.png (1200×630, SPEC §2) from web/bench/og-image.html with Chromium: `npx tsx web/bench/og-image.ts`. */
import { join } from 'node:path';
import { launchChromium } from '../e2e/browser';

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`file://${join(import.meta.dirname, 'og-image.html')}`);
await page.screenshot({ path: join(import.meta.dirname, '..', 'public', 'og-image.png') });
await browser.close();
