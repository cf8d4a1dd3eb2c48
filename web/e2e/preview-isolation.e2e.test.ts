import type { Browser } from 'playwright-core';
import { startTestStack } from '../../functions/local/test-stack';
import { eventually, signedInUser } from '../../functions/local/test-users';
import { launchChromium } from './browser';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let token = '';
let projectId = '';

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchChromium();
  const user = await signedInUser(stack, 'frame@example.com', 'Frame Tester');
  token = user.token;
  // A long description, so the hero's lead paragraph is as wide as its measure allows.
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', { business_name: 'Isolation Cafe', industry: 'Food & Restaurant', description: 'Coffee roasted in the back room every morning, cakes baked by the owner, and a quiet corner for reading until late.', target_audience: 'Everyone' }, { token });
  projectId = r.body.project_id;
  await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${projectId}`, undefined, { token })).body.status === 'ready' ? true : undefined));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Opens the app origin with a session token stored, and frames the preview the way the SPA does. */
async function framedPreview(query = '') {
  const page = await browser.newPage();
  await page.goto(`${stack.appUrl}/`);
  await page.evaluate((t) => localStorage.setItem('dm_token', t), token);
  await page.evaluate((src) => new Promise<void>((resolve) => {
    const f = document.createElement('iframe');
    f.setAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
    f.src = src;
    f.onload = () => resolve();
    document.body.appendChild(f);
  }), `${stack.sitesUrl}/sites/${projectId}/${query}`);
  const frame = page.frames().find((f) => f.url().startsWith(stack.sitesUrl));
  if (!frame) throw new Error('preview frame not found');
  return { page, frame };
}

describe('the preview on the sites origin (ARCHITECTURE.md)', () => {
  it('It should keep generated code in the frame from reading the app session token', async () => {
    const { page, frame } = await framedPreview();
    expect(await frame.locator('h1').first().textContent()).toBeTruthy();
    const fromParent = await frame.evaluate(() => {
      try {
        return window.parent.localStorage.getItem('dm_token');
      } catch (e) {
        return `blocked:${(e as Error).name}`;
      }
    });
    expect(fromParent).toBe('blocked:SecurityError');
    expect(await frame.evaluate(() => localStorage.getItem('dm_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('dm_token'))).toBe(token);
    await page.close();
  });

  it('It should put every Improve button where it can be clicked, nested sections too, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page, frame } = await framedPreview('?improve=1');
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate((w) => { const f = document.querySelector('iframe'); if (f) { f.style.width = `${w}px`; f.style.height = '800px'; f.style.border = '0'; } }, width);
      await frame.locator('[data-sw-improve]').first().waitFor();
      // A button whose centre is covered by another button (or anything else) cannot be clicked there.
      const covered = await frame.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-sw-improve]')].flatMap((b) => {
        b.scrollIntoView({ block: 'center', behavior: 'instant' }); // the generated CSS scrolls smoothly
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === b ? [] : [`${b.dataset.swImprove} under ${hit?.getAttribute('data-sw-improve') ?? hit?.tagName}`];
      }));
      expect({ width, covered }).toEqual({ width, covered: [] });
      await page.close();
    }
  });

  it('It should start the hero\'s eyebrow, heading and lead on one line in a left-aligned hero', async () => {
    const { page, frame } = await framedPreview();
    await page.evaluate(() => { const f = document.querySelector('iframe'); if (f) { f.style.width = '1280px'; f.style.height = '800px'; } });
    const lefts = await frame.evaluate(() => ['.eyebrow', 'h1', '.lead'].map((s) => Math.round(document.querySelector(`#hero ${s}`)?.getBoundingClientRect().left ?? -1)));
    expect(new Set(lefts).size).toBe(1);
    await page.close();
  });

  it('It should post the chosen section to the app origin from the Improve bridge', async () => {
    const { page, frame } = await framedPreview('?improve=1');
    await page.evaluate(() => {
      (window as unknown as { got: unknown[] }).got = [];
      window.addEventListener('message', (e) => (window as unknown as { got: unknown[] }).got.push({ origin: e.origin, data: e.data }));
    });
    const button = frame.locator('[data-sw-improve="#hero"]');
    await button.waitFor();
    await button.click();
    const got = await eventually(async () => {
      const all = await page.evaluate(() => (window as unknown as { got: { origin: string; data: { type: string } }[] }).got);
      return all.find((m) => m.data.type === 'sitewright:improve');
    }, 15_000);
    expect(got).toEqual({ origin: stack.sitesUrl, data: { type: 'sitewright:improve', selector: '#hero', name: 'Hero' } });
    await page.close();
  });

  it('It should refuse to be framed by any other origin (frame-ancestors)', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto(`${stack.sitesUrl}/sites/${projectId}/style.css`);
    await page.evaluate((src) => {
      const f = document.createElement('iframe');
      f.src = src;
      document.body.appendChild(f);
    }, `${stack.sitesUrl}/sites/${projectId}/`);
    // Wait on state, not on time: Chromium names the policy that refused the frame (not merely a frame that
    // failed to load), and only then is the frame's content read.
    await eventually(async () => (messages.some((m) => /frame-ancestors/.test(m)) ? true : undefined), 15_000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const text = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
    expect(text).not.toContain('Isolation Cafe');
    await page.close();
  });
});
