import { createManualClock } from '../testing/fakes';
import { createMemoryProjectRepository } from '../testing/memory-repos';
import type { ProjectRecord } from './ports';
import { KEEP_VERSIONS, writeSiteChange } from './site-write';

const project: ProjectRecord = {
  id: 'prj_1', user_id: 'usr_a', business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Trattoria',
  target_audience: 'Families', key_features: [], color_scheme: null, style_preference: 'modern', logo_url: null,
  template_id: null, html_content: '<h1>v0</h1>', css_content: '', js_content: '', site: { n: 0 },
  status: 'ready', error: null, created_at: '2026-11-20T12:00:00.000Z', updated_at: '2026-11-20T12:00:00.000Z',
  deployed_url: null, version: 0, published: false, category: null, job_id: null, assets: {},
};

describe('writeSiteChange (issue 17 §3)', () => {
  it('It should keep each replaced content as a version with what made it, and only the newest KEEP_VERSIONS in all', async () => {
    const projects = createMemoryProjectRepository();
    const deps = { projects, clock: createManualClock() };
    await projects.create(project);
    let p = (await projects.get('prj_1'))!;
    const changes = KEEP_VERSIONS + 5;
    for (let i = 1; i <= changes; i++) {
      p = await writeSiteChange(deps, p, { site: { n: i }, files: { 'index.html': `<h1>v${i}</h1>`, 'style.css': '', 'script.js': '' }, kind: 'edit', summary: `Edit ${i}` });
    }
    const kept = await projects.listVersions('prj_1');
    // The current content is the first of the KEEP_VERSIONS: the rest are snapshots, newest first.
    expect(kept).toHaveLength(KEEP_VERSIONS - 1);
    expect(kept[0]).toMatchObject({ version: changes - 1, kind: 'edit', summary: `Edit ${changes - 1}` });
    expect(kept.at(-1)!.version).toBe(changes - KEEP_VERSIONS + 1);
    expect((await projects.getVersion('prj_1', 0))).toBeNull();
    // The first snapshot of a project from before history says it was generated.
    const fresh = createMemoryProjectRepository();
    await fresh.create(project);
    await writeSiteChange({ projects: fresh, clock: createManualClock() }, (await fresh.get('prj_1'))!,
      { site: {}, files: { 'index.html': '', 'style.css': '', 'script.js': '' }, kind: 'edit', summary: 'x' });
    expect(await fresh.listVersions('prj_1')).toEqual([expect.objectContaining({ version: 0, kind: 'generate', summary: 'Generated the site' })]);
  });
});
