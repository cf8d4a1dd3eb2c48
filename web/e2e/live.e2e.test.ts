import type { Browser, Page } from 'playwright-core';
import { startTestStack } from '../../functions/local/test-stack';
import { readyProject as readyProjectFor, signedInUser } from '../../functions/local/test-users';
import { launchChromium } from './browser';

/*
 * Issue 19 in Chromium against the whole local stack: the Deploy tab's checklist advances from the live
 * channel's messages while every progress poll is blocked, and when the socket is refused, the 2 s
 * polling still brings the deployment to Deployed.
 */
jest.setTimeout(120_000);
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let token: string;

beforeAll(async () => {
  // Deploy jobs wait 2 s in the queue, so the page has its socket open before the first step.
  stack = await startTestStack({}, undefined, { deliveryDelayS: 2 });
  browser = await launchChromium();
  token = (await signedInUser(stack, 'live@example.com', 'Live Owner')).token;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A ready project (the generation job waits its 2 s in the queue too). */
const readyProject = (name: string) =>
  readyProjectFor(stack, token, { business_name: name, industry: 'Technology', description: 'Bookkeeping software for small workshops.', target_audience: 'Workshop owners' });

async function deployTab(projectId: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${stack.appUrl}/`);
  await page.evaluate((t) => localStorage.setItem('dm_token', t), token);
  await page.goto(`${stack.appUrl}/preview/${projectId}?tab=deploy`);
  await page.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }).waitFor();
  const samples = page.getByLabel('Publish with sample content');
  if (await samples.count()) await samples.check();
  return page;
}

describe('live deployment progress (issue 19)', () => {
  it('It should advance the deploy checklist from socket messages alone, with every progress poll blocked', async () => {
    const projectId = await readyProject('Ledger Live');
    const page = await deployTab(projectId);
    let polls = 0;
    await page.route('**/api/deployment/*/progress', (route) => { polls++; return route.abort(); });
    // Every value the progress bar takes, as the page renders it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenProgress: string[] }).seenProgress = seen;
      new MutationObserver(() => {
        const v = document.querySelector('[role="progressbar"][aria-label="Deployment progress"]')?.getAttribute('aria-valuenow');
        if (v && seen.at(-1) !== v) seen.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }).click();
    const card = page.getByRole('region', { name: 'Deployment Status' });
    await card.getByTestId('live-status').and(page.locator('[data-live-status="connected"]')).waitFor();
    await card.getByText('Deployed', { exact: true }).waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress);
    expect(seen.at(-1)).toBe('100');
    // It moved through the steps, not from nothing to done.
    expect(seen.filter((v) => ['20', '40', '60', '80'].includes(v)).length).toBeGreaterThanOrEqual(2);
    for (const step of ['Creating GitHub Repository', 'Preparing Project Files', 'Pushing to GitHub', 'Configuring GCP', 'Deploying to GCP']) {
      await expect(card.getByText(`${step}`, { exact: true }).locator('xpath=..').getByText('(done)').count()).resolves.toBe(1);
    }
    // Polls were tried (the fallback stays on) and every one was blocked: the socket did it.
    expect(polls).toBeGreaterThan(0);
    await page.close();
  });

  it('It should fall back to polling when the socket is refused, and still reach Deployed', async () => {
    const projectId = await readyProject('Ledger Poll');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The socket address is one the server refuses to upgrade (404): every connection is refused.
    await page.route('**/config.json', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json() as object), wsUrl: `${stack.appUrl.replace(/^http/, 'ws')}/no-socket-here` } });
    });
    await page.goto(`${stack.appUrl}/`);
    await page.evaluate((t) => localStorage.setItem('dm_token', t), token);
    await page.goto(`${stack.appUrl}/preview/${projectId}?tab=deploy`);
    const deploy = page.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' });
    await deploy.waitFor();
    const samples = page.getByLabel('Publish with sample content');
    if (await samples.count()) await samples.check();
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { liveSaid: string[] }).liveSaid = said;
      new MutationObserver(() => {
        const t = document.querySelector('[data-testid="live-status"]')?.textContent?.trim();
        if (t && said.at(-1) !== t) said.push(t);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await deploy.click();
    const card = page.getByRole('region', { name: 'Deployment Status' });
    await card.getByRole('link', { name: 'Open live site' }).waitFor({ timeout: 30_000 });
    // While it ran, the indicator said the socket was down and polling carried on; it never said Live.
    const said = await page.evaluate(() => (window as unknown as { liveSaid: string[] }).liveSaid);
    expect(said).toContain('Offline — updating every 2 s');
    expect(said).not.toContain('Live');
    await page.close();
  });
});
