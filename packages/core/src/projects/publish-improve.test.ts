import { ConflictError, ValidationError } from '../errors';
import { createManualClock } from '../testing/fakes';
import { createMemoryBlobStore, createMemoryJobLedger, createMemoryProjectRepository } from '../testing/memory-repos';
import { improveProject, type CheckedImage } from './improve';
import type { ProjectRecord, SiteEngine, SiteImprover, TemplateRecord, TemplateRepository } from './ports';
import { publishProject, withdrawProject } from './publish';

const project = (over: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id: 'prj_1', user_id: 'usr_a', business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Trattoria',
  target_audience: 'Families', key_features: [], color_scheme: null, style_preference: 'modern', logo_url: null,
  template_id: null, html_content: '<h1>Casa</h1>', css_content: '', js_content: '', site: { sections: ['hero'] },
  status: 'ready', error: null, created_at: '2026-11-20T12:00:00.000Z', updated_at: '2026-11-20T12:00:00.000Z',
  deployed_url: null, version: 1, published: false, category: null, job_id: null, assets: {}, ...over,
} as ProjectRecord);

function memoryTemplates(): TemplateRepository & { items: Map<string, TemplateRecord> } {
  const items = new Map<string, TemplateRecord>();
  return {
    items,
    list: async () => [...items.values()],
    get: async (id) => items.get(id) ?? null,
    put: async (t) => { items.set(t.id, t); },
    delete: async (id) => { items.delete(id); },
  };
}

function setup(over: Partial<ProjectRecord> = {}) {
  const projects = createMemoryProjectRepository();
  projects.items.set('prj_1', project(over));
  const templates = memoryTemplates();
  const blobs = createMemoryBlobStore();
  const puts: string[] = [];
  const improver: SiteImprover = {
    selectors: () => ['#hero'],
    improve: async (site, _selector, prompt) => {
      if (prompt === 'make it pop') throw new ValidationError('This instruction needs an AI provider.');
      return { site, files: { 'index.html': `<h1>${prompt}</h1>`, 'style.css': '', 'script.js': '' } };
    },
  };
  const engine = improver as SiteEngine;
  const deps = {
    projects, templates, clock: createManualClock(), queue: { send: async () => undefined }, engine, jobs: createMemoryJobLedger(),
    blobs: { ...blobs, put: async (key: string, bytes: Uint8Array, type: string) => { puts.push(key); await blobs.put(key, bytes, type); } },
  };
  return { deps, projects, templates, puts };
}
const image: CheckedImage = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), mime: 'image/png', ext: 'png', alt: 'Our oven' };

describe('improve and publish use cases', () => {
  it('It should store an improve image only when the improver accepted the instruction', async () => {
    const { deps, projects, puts } = setup();
    await expect(improveProject(deps, 'usr_a', 'prj_1', { selector: '#hero', prompt: 'make it pop', image })).rejects.toThrow(ValidationError);
    expect(puts).toEqual([]);
    expect(projects.items.get('prj_1')?.version).toBe(1);

    await improveProject(deps, 'usr_a', 'prj_1', { selector: '#hero', prompt: 'Fresh pasta daily', image });
    expect(puts).toHaveLength(1);
    expect(Object.values(projects.items.get('prj_1')?.assets ?? {})).toEqual(puts);
  });

  it('It should leave the gallery entry and the project as they were when a withdraw loses a race', async () => {
    const { deps, projects, templates } = setup();
    await publishProject(deps, 'usr_a', 'prj_1', 'hero-sections');
    const before = structuredClone(projects.items.get('prj_1'));
    const racing = { ...deps, projects: { ...projects, update: async () => { throw new ConflictError('The project was changed by another request.'); } } };
    await expect(withdrawProject(racing, 'usr_a', 'prj_1')).rejects.toThrow(ConflictError);
    expect(templates.items.has('prj_1')).toBe(true);
    expect(projects.items.get('prj_1')).toEqual(before);

    await withdrawProject(deps, 'usr_a', 'prj_1');
    expect(templates.items.has('prj_1')).toBe(false);
    expect(projects.items.get('prj_1')).toMatchObject({ published: false, category: null });
  });

  it('It should finish a withdraw whose gallery delete failed when it is sent again', async () => {
    const { deps, projects, templates } = setup();
    await publishProject(deps, 'usr_a', 'prj_1', 'testimonials');
    const broken = { ...deps, templates: { ...templates, delete: async () => { throw new Error('DynamoDB unavailable'); } } };
    await expect(withdrawProject(broken, 'usr_a', 'prj_1')).rejects.toThrow('DynamoDB unavailable');
    await withdrawProject(deps, 'usr_a', 'prj_1');
    expect(templates.items.has('prj_1')).toBe(false);
    expect(projects.items.get('prj_1')?.published).toBe(false);
  });
});
