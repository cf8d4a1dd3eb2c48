/**
 * Screenshots of every page at 375 px and 1280 px against the local test stack (seeded), for a
 * human to look at: `npx tsx web/bench/shots.ts [outDir]` after `npm run build -w web`.
 */
import { mkdir } from 'node:fs/promises';
import { startTestStack } from '../../functions/local/test-stack';
import { eventually, signedInUser } from '../../functions/local/test-users';
import { launchChromium } from '../e2e/browser';

const out = process.argv[2] ?? '/tmp/sitewright-shots';
/** Height of one phone-width slice in px. */
const SLICE = 1200;
await mkdir(out, { recursive: true });
const stack = await startTestStack({}, undefined, { seed: true });
const browser = await launchChromium();
try {
  const user = await signedInUser(stack, 'shots@example.com', 'Grace Hopper');
  const gen = await stack.api<{ project_id: string }>('POST', '/api/generate', {
    business_name: 'Blue Fern Bakery', industry: 'Food & Restaurant', description: 'Sourdough and pastries baked every morning in Leeds.',
    target_audience: 'Neighbours and office workers', key_features: ['Fresh bread', 'Pre-orders'], style_preference: 'elegant',
  }, { token: user.token });
  const id = gen.body.project_id;
  await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${id}`, undefined, { token: user.token })).body.status === 'ready' ? true : undefined), 30_000);
  const pages: [string, string, boolean][] = [
    ['home', '/', false], ['templates', '/templates', false], ['pricing', '/pricing', false], ['about', '/about', false],
    ['contact', '/contact', false], ['login', '/login', false], ['register', '/register', false], ['404', '/nope', false],
    ['home-signed-in', '/', true], ['dashboard', '/dashboard', true], ['preview', `/preview/${id}`, true], ['profile', '/profile', true],
    ['deployment', `/deployment/${id}`, true], ['preview-missing', '/preview/does-not-exist', true],
  ];
  const only = process.env.ONLY?.split(',');
  for (const width of [375, 1280]) {
    for (const signed of [false, true]) {
      const ctx = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      const page = await ctx.newPage();
      if (signed) {
        await page.goto(stack.appUrl + '/pricing');
        await page.evaluate((t) => localStorage.setItem('dm_token', t), user.token);
      }
      for (const [name, path, needs] of pages) {
        if (needs !== signed || (only && !only.includes(name))) continue;
        await page.goto(stack.appUrl + path);
        await page.waitForLoadState('networkidle');
        // Scroll to the bottom and back, as a reader would: parts that load near the viewport (home's wizard) appear.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(name === 'preview' ? 1200 : 300);
        await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
        if (width < 768) {
          // Phone-width pages are too tall to read as one image: also save readable 1200 px slices.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, i = 1; y < height; y += SLICE, i++) {
            await page.screenshot({ path: `${out}/${name}-${width}-part${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(SLICE, height - y) } });
          }
        }
        if (name === 'profile') {
          await page.getByRole('button', { name: /^Publish to gallery/ }).first().click();
          await page.getByRole('dialog').waitFor();
          await page.screenshot({ path: `${out}/profile-publish-dialog-${width}.png` });
          await page.keyboard.press('Escape');
        }
      }
      await ctx.close();
    }
  }
  console.log(`Screenshots in ${out}`);
} finally {
  await browser.close();
  await stack.stop();
}
