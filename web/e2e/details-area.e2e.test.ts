import type { Browser } from 'playwright-core';
import { startTestStack } from '../../functions/local/test-stack';
import { eventually, signedInUser } from '../../functions/local/test-users';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

/*
 * Issue 15 §4 "area served" with issue 16's Details panel, in Chromium against the whole local stack: a
 * plumber's page says where it works (no "Find us"), the panel asks for the area served beside the
 * hours, and once both are saved the page shows them and nothing there is left as a sample.
 */
jest.setTimeout(120_000);
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let token: string;
let projectId: string;
type Project = { status: string; version: number; placeholders: { section: string; fields: string[] }[]; detail_sections: { section: string; kind: string }[] };

beforeAll(async () => {
  stack = await startTestStack({}, undefined, { visibilityTimeoutS: 1 });
  browser = await launchChromium();
  token = (await signedInUser(stack, 'office@hartley-plumbing.example', 'Sam Hartley')).token;
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', {
    business_name: 'Hartley Plumbing & Heating', industry: 'Other', description: 'Family plumbing and heating firm in Leeds: boiler servicing, repairs and bathroom fitting.',
    target_audience: 'Homeowners and landlords in Leeds', key_features: 'Same-day call-outs, Fixed-price quotes',
  }, { token });
  projectId = r.body.project_id;
  await eventually(async () => ((await project()).status === 'ready' ? true : undefined));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const project = async () => (await stack.api<Project>('GET', `/api/project/${projectId}`, undefined, { token })).body;

describe('a plumber says where it works', () => {
  it('It should ask for the area served beside the hours, and show both on the page without a sample notice', async () => {
    const before = await project();
    expect(before.detail_sections).toEqual(expect.arrayContaining([expect.objectContaining({ section: 'area', kind: 'hours' })]));
    expect(before.placeholders).toEqual(expect.arrayContaining([{ section: 'area', fields: ['hours', 'area'], message: expect.stringContaining('area served') }]));
    const sample = await (await fetch(`${stack.sitesUrl}/sites/${projectId}/`)).text();
    expect(sample).toContain('Area served');
    expect(sample).not.toContain('Find us');

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.appUrl}/`);
    await page.evaluate((t) => localStorage.setItem('dm_token', t), token);
    await page.goto(`${stack.appUrl}/preview/${projectId}?tab=details`);
    const form = page.getByRole('form', { name: 'Business details' });
    await form.waitFor();
    const group = form.getByRole('group', { name: 'Hours and area served' });
    await group.getByLabel('Area served').fill('Leeds, Harrogate and villages within 20 miles');
    await group.getByRole('button', { name: 'Add opening hours' }).click();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await group.getByLabel(day, { exact: true }).check();
    await group.getByLabel('Opens').fill('08:00');
    await group.getByLabel('Closes').fill('18:00');
    const version = before.version;
    await form.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved. The preview shows them.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    const after = await project();
    expect(after.version).toBe(version + 1);
    expect(after.placeholders.map((p) => p.section)).not.toContain('area');
    const html = await (await fetch(`${stack.sitesUrl}/sites/${projectId}/`)).text();
    expect(html).toContain('Leeds, Harrogate and villages within 20 miles');
    expect(html).toContain('08:00 – 18:00');
    expect(html).toContain('"areaServed":"Leeds, Harrogate and villages within 20 miles"');
  });
});
