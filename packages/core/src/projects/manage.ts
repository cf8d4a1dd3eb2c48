import { randomUUID } from 'node:crypto';
import type { MessageRepository } from '../forms/ports';
import { detailsOf } from './details';
import type { SiteDetails } from './ports';
import type { Project, ProjectSummary } from '../schemas/project';
import { nowIso, ownedProject, readableProject, toProjectView, toSummary, type ProjectStoreDeps } from './deps';

/** GET /api/project/{id}: the owner's project or a published template (SPEC §7, issue 4). @throws NotFoundError. */
export async function getProject(deps: ProjectStoreDeps, userId: string, id: string): Promise<Project> {
  return toProjectView(await readableProject(deps, userId, id));
}

/** GET /api/user/projects: the user's projects, newest first, without the heavy content. */
export async function listProjects(deps: ProjectStoreDeps, userId: string): Promise<{ projects: ProjectSummary[] }> {
  return { projects: (await deps.projects.listByUser(userId)).map(toSummary) };
}

/**
 * DELETE /api/project/{id}: owner only; a published project leaves the gallery too, and its form
 * messages (issue 16 §2) go with it. @throws NotFoundError.
 */
export async function deleteProject(deps: ProjectStoreDeps & { messages?: Pick<MessageRepository, 'deleteByProject'> }, userId: string, id: string): Promise<{ success: true }> {
  const p = await ownedProject(deps, userId, id);
  if (p.published) await deps.templates.delete(p.id);
  await deps.projects.delete(p.id);
  await deps.messages?.deleteByProject(p.id);
  return { success: true };
}

/**
 * POST /api/project/{id}/duplicate: a copy owned by the caller (of their own project or of a published
 * template), not published, not deployed. Answers the new id (SPEC §7). A copy of another user's
 * template leaves that owner's business details behind (issue 16: their address and phone are not the
 * copier's facts), so its sections show samples again. @throws NotFoundError.
 */
export async function duplicateProject(deps: ProjectStoreDeps & { engine?: Pick<SiteDetails, 'withDetails'> }, userId: string, id: string): Promise<{ id: string }> {
  const p = await readableProject(deps, userId, id);
  const iso = nowIso(deps.clock);
  const foreignFacts = p.user_id !== userId && p.status === 'ready' && Object.keys(detailsOf(p.site)).length > 0;
  const cleared = foreignFacts && deps.engine ? deps.engine.withDetails(p.site, {}) : undefined;
  const copy = {
    ...p,
    ...(cleared ? { site: cleared.site, html_content: cleared.files['index.html'], css_content: cleared.files['style.css'], js_content: cleared.files['script.js'] } : {}),
    id: `prj_${randomUUID()}`, user_id: userId, created_at: iso, updated_at: iso, version: 0,
    // "Name (copy)" tells the two apart in every list (issue 17 §5); the site keeps the business's own name.
    business_name: `${p.business_name.slice(0, 113)} (copy)`,
    // The copy's History starts with the copy; the original's share link stays the original's.
    change: { kind: 'generate' as const, summary: `Copied from ${p.business_name.slice(0, 120)}`, at: iso }, share: null,
    published: false, category: null, deployed_url: null, job_id: null,
    template_id: p.user_id === userId ? p.template_id : p.id,
    status: p.status === 'generating' ? ('failed' as const) : p.status,
    error: p.status === 'generating' ? 'The original was still being generated when it was copied.' : p.error,
  };
  await deps.projects.create(copy);
  return { id: copy.id };
}
