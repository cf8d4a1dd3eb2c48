import { axeViolations } from './axe';
import { startProjectBed, type ProjectBed } from './project-bed';

/*
 * Issue 15 §4 "area served" with issue 16's Details panel, in Chromium against the whole local stack: a
 * plumber's page says where it works (no "Find us"), the panel asks for the area served beside the
 * hours, and once both are saved the page shows them and nothing there is left as a sample.
 */
jest.setTimeout(120_000);
let bed: ProjectBed;
type Project = { status: string; version: number; placeholders: { section: string; fields: string[] }[]; detail_sections: { section: string; kind: string }[] };

beforeAll(async () => {
  bed = await startProjectBed({ email: 'office@hartley-plumbing.example', name: 'Sam Hartley' }, {
    business_name: 'Hartley Plumbing & Heating', industry: 'Other', description: 'Family plumbing and heating firm in Leeds: boiler servicing, repairs and bathroom fitting.',
    target_audience: 'Homeowners and landlords in Leeds', key_features: 'Same-day call-outs, Fixed-price quotes',
  });
}, 60_000);
afterAll(async () => {
  await bed?.stop();
});

const project = () => bed.project<Project>();
const page = async (path: string) => (await fetch(`${bed.stack.sitesUrl}/sites/${bed.projectId}${path}`)).text();

describe('a plumber says where it works', () => {
  it('It should ask for the area served beside the hours, and show both on the page without a sample notice', async () => {
    const before = await project();
    expect(before.detail_sections).toEqual(expect.arrayContaining([expect.objectContaining({ section: 'area', kind: 'hours' })]));
    expect(before.placeholders).toEqual(expect.arrayContaining([{ section: 'area', fields: ['hours', 'area'], message: expect.stringContaining('area served') }]));
    const sample = await page('/');
    expect(sample).toContain('Area served');
    expect(sample).not.toContain('Find us');

    const tab = await bed.signedInPage(1280);
    await tab.goto(`${bed.stack.appUrl}/preview/${bed.projectId}?tab=details`);
    const form = tab.getByRole('form', { name: 'Business details' });
    await form.waitFor();
    const group = form.getByRole('group', { name: 'Hours and area served' });
    await group.getByLabel('Area served').fill('Leeds, Harrogate and villages within 20 miles');
    await group.getByRole('button', { name: 'Add opening hours' }).click();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await group.getByLabel(day, { exact: true }).check();
    await group.getByLabel('Opens').fill('08:00');
    await group.getByLabel('Closes').fill('18:00');
    const version = before.version;
    await form.getByRole('button', { name: 'Save details' }).click();
    await tab.getByText('Details saved. The preview shows them.').waitFor();
    expect(await axeViolations(tab)).toEqual([]);
    await tab.close();

    const after = await project();
    expect(after.version).toBe(version + 1);
    expect(after.placeholders.map((p) => p.section)).not.toContain('area');
    const html = await page('/');
    expect(html).toContain('Leeds, Harrogate and villages within 20 miles');
    expect(html).toContain('08:00 – 18:00');
    expect(html).toContain('"areaServed":"Leeds, Harrogate and villages within 20 miles"');
  });
});
