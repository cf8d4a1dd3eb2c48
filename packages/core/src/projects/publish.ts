import { BadRequestError } from '../errors';
import { TEMPLATE_CATEGORIES, toGeneratorType, type TemplateCategory } from '../mappings';
import type { Template } from '../schemas/template';
import { nowIso, ownedProject, type ProjectStoreDeps } from './deps';
import type { TemplateRecord } from './ports';

export const toTemplateView = (t: TemplateRecord): Template => ({
  id: t.id, name: t.name, description: t.description, business_name: t.business_name, industry: t.industry,
  category: t.category, logo_url: t.logo_url, created_at: t.created_at,
});

/** GET /api/templates/public and /api/templates: the gallery, newest first (SPEC §3, §7). */
export async function listTemplates(deps: Pick<ProjectStoreDeps, 'templates'>): Promise<{ templates: Template[] }> {
  return { templates: (await deps.templates.list()).map(toTemplateView) };
}

/**
 * POST /api/project/{id}/publish: the owner puts a ready project in the gallery under a category
 * (issue 4). The template's id is the project's id, so its preview is /preview/{id} (SPEC §2).
 * @throws NotFoundError (404) when not the owner's. @throws BadRequestError (400) when not ready.
 */
export async function publishProject(deps: ProjectStoreDeps, userId: string, id: string, category: TemplateCategory): Promise<Template> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready') throw new BadRequestError('Only a generated project can be published to the gallery.');
  const tpl: TemplateRecord = {
    id: p.id, user_id: userId, name: p.business_name, description: p.description, business_name: p.business_name,
    industry: toGeneratorType(p.industry), category, logo_url: p.logo_url, created_at: nowIso(deps.clock),
  };
  const saved = await deps.projects.update({ ...p, published: true, category, updated_at: tpl.created_at });
  try {
    await deps.templates.put(tpl);
  } catch (err) {
    await deps.projects.update({ ...saved, published: false, category: null });
    throw err;
  }
  return toTemplateView(tpl);
}

/**
 * DELETE /api/project/{id}/publish: withdraws the owner's project from the gallery. The project is
 * marked first (a write conditional on the version read), then the gallery entry goes: a 409 from a
 * concurrent change leaves both as they were, and a failed delete is finished by the next withdraw.
 * @throws NotFoundError (404) when not the owner's. @throws ConflictError (409) on a concurrent change.
 */
export async function withdrawProject(deps: ProjectStoreDeps, userId: string, id: string): Promise<{ success: true }> {
  const p = await ownedProject(deps, userId, id);
  if (p.published) await deps.projects.update({ ...p, published: false, category: null, updated_at: nowIso(deps.clock) });
  await deps.templates.delete(p.id);
  return { success: true };
}

export const isTemplateCategory = (c: string): c is TemplateCategory => (TEMPLATE_CATEGORIES as readonly string[]).includes(c);
