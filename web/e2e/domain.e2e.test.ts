import type { Browser } from 'playwright-core';
import { startDnsStub } from '../../functions/local/testing/dns-stub';
import { startTestStack } from '../../functions/local/test-stack';
import { deployedSite, fetchSite, signedInUser } from '../../functions/local/test-users';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

/*
 * Issue 21 in Chromium against the whole local stack: a deployed site opens at its own address,
 * http://{slug}.localhost:<port>/; on the deployment page the owner adds a custom domain, sees the DNS
 * record to create, and watches it go to Active once the stand-in DNS server answers; the site is then
 * served for that Host.
 */
jest.setTimeout(120_000);
let stack: Awaited<ReturnType<typeof startTestStack>>;
let dns: Awaited<ReturnType<typeof startDnsStub>>;
let browser: Browser;
let token: string;

beforeAll(async () => {
  dns = await startDnsStub();
  stack = await startTestStack({ DNS_SERVERS: dns.server, DOMAIN_CHECK_BASE_S: '1' });
  browser = await launchChromium();
  token = (await signedInUser(stack, 'owner@casa-dominio.example', 'Casa Owner')).token;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await dns?.close();
});

describe('a published site on its own address and a custom domain (issue 21)', () => {
  it('It should open the site at {slug}.localhost, add a domain, show its DNS record and go Active when DNS answers', async () => {
    const { projectId, url } = await deployedSite(stack, token, { business_name: 'Casa Dominio', industry: 'Food & Restaurant', description: 'Family trattoria in Lisbon.', target_audience: 'Families' });
    expect(url).toMatch(/^http:\/\/casa-dominio-[0-9a-f]{6}\.localhost:\d+\/$/);

    // The browser opens the site at its own address (Chromium resolves *.localhost itself).
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/Casa Dominio/);

    // The owner adds a domain on the deployment page.
    await page.goto(`${stack.appUrl}/`);
    await page.evaluate((t) => localStorage.setItem('dm_token', t), token);
    await page.goto(`${stack.appUrl}/deployment/${projectId}`);
    const card = page.getByTestId('custom-domain-card');
    await card.getByLabel('Domain').fill('www.casa-dominio.example');
    await card.getByRole('button', { name: 'Add domain' }).click();
    const state = card.getByTestId('domain-state');
    await card.locator('[data-testid="domain-state"][data-state="waiting_for_dns"]').waitFor();
    const table = card.getByRole('table', { name: 'DNS records to create at your DNS provider' });
    const slugHost = new URL(url).hostname;
    await table.getByRole('cell', { name: `${slugHost}.` }).waitFor();
    await expect(state.textContent()).resolves.toMatch(/Waiting for DNS/);
    expect(await axeViolations(page)).toEqual([]);

    // The stand-in DNS server answers the record: the page goes to Active by itself.
    dns.setCname('www.casa-dominio.example', `${slugHost}.`);
    await card.locator('[data-testid="domain-state"][data-state="active"]').waitFor({ timeout: 30_000 });
    await card.getByRole('link', { name: 'https://www.casa-dominio.example/ (opens in a new tab)' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // And the site answers for that Host.
    const site = await fetchSite(`http://127.0.0.1:${new URL(url).port}/`, 'www.casa-dominio.example');
    expect(site.status).toBe(200);
    expect(site.text).toContain('Casa Dominio');
    await page.close();
  });
});
