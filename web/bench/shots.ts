/**
 * Screenshots of every page at 375 px and 1280 px against the local test stack (seeded), for a
 * human to look at: `npx tsx web/bench/shots.ts [outDir]` after `npm run build -w web`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteBaseName } from '@sitewright/deploy/naming';
import { startTestStack } from '../../functions/local/test-stack';
import { eventually, signedInUser } from '../../functions/local/test-users';
import { launchChromium } from '../e2e/browser';
import { horizontalOverflow } from '../e2e/layout';

const out = process.argv[2] ?? '/tmp/sitewright-shots';
/** Height of one phone-width slice in px. */
const SLICE = 1200;
await mkdir(out, { recursive: true });
const stack = await startTestStack({}, undefined, { seed: true });
const browser = await launchChromium();
try {
  const user = await signedInUser(stack, 'shots@example.com', 'Grace Hopper');
  const asUser = { token: user.token };
  const readyProject = async (business_name: string, industry: string, description: string) => {
    const gen = await stack.api<{ project_id: string }>('POST', '/api/generate', {
      business_name, industry, description, target_audience: 'Neighbours and office workers', key_features: ['Fresh bread', 'Pre-orders'], style_preference: 'elegant',
    }, asUser);
    const pid = gen.body.project_id;
    await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${pid}`, undefined, asUser)).body.status === 'ready' ? true : undefined), 30_000);
    return pid;
  };
  const deployed = async (pid: string) => {
    const start = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: pid, platform: 'gcp' }, asUser);
    await eventually(async () => {
      const p = await stack.api<{ progress: { status: string } }>('GET', `/api/deployment/${start.body.deployment_id}/progress`, undefined, asUser);
      return p.body.progress.status !== 'deploying' ? true : undefined;
    }, 30_000);
  };
  const id = await readyProject('Blue Fern Bakery', 'Food & Restaurant', 'Sourdough and pastries baked every morning in Leeds.');
  // The deployment page's three states: live, failed (a file where the bucket folder should be, as in
  // deployments.integ.test.ts) and never deployed (Blue Fern Bakery).
  const live = await readyProject('Harbour Lights Studio', 'Creative & Design', 'Wedding and portrait photography on the Cornish coast.');
  await deployed(live);
  const broken = await readyProject('Always Broken', 'Technology', 'A project whose bucket cannot be written.');
  const buckets = join(stack.dataDir, 'buckets');
  await mkdir(buckets, { recursive: true });
  await writeFile(join(buckets, `sitewright-${siteBaseName('Always Broken', broken)}`), 'a file where the bucket folder should be');
  await deployed(broken);
  const pages: [string, string, boolean][] = [
    ['home', '/', false], ['templates', '/templates', false], ['pricing', '/pricing', false], ['about', '/about', false],
    ['contact', '/contact', false], ['login', '/login', false], ['register', '/register', false], ['404', '/nope', false],
    ['home-signed-in', '/', true], ['dashboard', '/dashboard', true], ['preview', `/preview/${id}`, true], ['profile', '/profile', true],
    ['deployment-empty', `/deployment/${id}`, true], ['deployment-live', `/deployment/${live}`, true],
    ['deployment-failed', `/deployment/${broken}`, true], ['preview-deployed', `/preview/${live}`, true],
    ['preview-missing', '/preview/does-not-exist', true],
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
        if (name === 'preview-deployed') await page.getByRole('tab', { name: 'Deploy' }).click();
        await page.waitForTimeout(name.startsWith('preview') ? 1200 : 300);
        await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) console.log(`OVERFLOW: ${name} at ${width} px is ${overflow} px wider than the viewport`);
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
