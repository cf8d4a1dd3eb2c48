import { templateCategoryToStyle, toGeneratorType } from '@sitewright/core';
import type { ProjectDeps } from '@sitewright/core/projects/deps';
import type { ProjectRecord, SiteGenerator, TemplateRecord } from '@sitewright/core/projects/ports';
import { storeSiteAssets } from '@sitewright/core/projects/site-assets';
import { GALLERY } from './gallery-briefs';

/** The owner of seeded templates: a system account no one can sign in to (it has no user item). */
export const GALLERY_OWNER = 'usr_sitewright-gallery';

/** Fixed ids make seeding idempotent: running it again rewrites the same items. */
export const galleryProjectId = (i: number) => `prj_00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

/**
 * Seeds the template gallery with real generated projects (issue 4), one a minute apart in created_at so
 * the newest-first order is stable. Skips when the gallery already has templates, unless `force`.
 * @returns how many templates were written.
 */
export async function seedTemplates(deps: Pick<ProjectDeps, 'projects' | 'templates' | 'clock' | 'blobs'> & { engine: SiteGenerator }, opts: { force?: boolean } = {}): Promise<number> {
  if (!opts.force && (await deps.templates.list()).length > 0) return 0;
  const base = deps.clock.now() - GALLERY.length * 60_000;
  for (const [i, { category, brief }] of GALLERY.entries()) {
    const style_preference = templateCategoryToStyle(category);
    const request = { ...brief, style_preference, color_scheme: null, logo_url: null, template_id: null };
    const id = galleryProjectId(i);
    const generated = await deps.engine.generate(request, { category, seed: id });
    const { site, files } = generated;
    const assets = await storeSiteAssets(deps, id, generated);
    const created_at = new Date(base + i * 60_000).toISOString();
    const project: ProjectRecord = {
      id, user_id: GALLERY_OWNER, ...request, html_content: files['index.html'], css_content: files['style.css'],
      js_content: files['script.js'], site, status: 'ready', error: null, created_at, updated_at: created_at,
      deployed_url: null, version: 0, published: true, category, job_id: null, assets,
    };
    const existing = await deps.projects.get(id);
    if (existing) await deps.projects.update({ ...project, version: existing.version });
    else await deps.projects.create(project);
    const template: TemplateRecord = {
      id, user_id: GALLERY_OWNER, name: brief.business_name, description: brief.description, business_name: brief.business_name,
      industry: toGeneratorType(brief.industry), category, logo_url: null, created_at,
    };
    await deps.templates.put(template);
  }
  return GALLERY.length;
}
