import { randomUUID } from 'node:crypto';
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

/** DELETE /api/project/{id}: owner only; a published project leaves the gallery too. @throws NotFoundError. */
export async function deleteProject(deps: ProjectStoreDeps, userId: string, id: string): Promise<{ success: true }> {
  const p = await ownedProject(deps, userId, id);
  if (p.published) await deps.templates.delete(p.id);
  await deps.projects.delete(p.id);
  return { success: true };
}

/**
 * POST /api/project/{id}/duplicate: a copy owned by the caller (of their own project or of a published
 * template), not published, not deployed. Answers the new id (SPEC §7). @throws NotFoundError.
 */
export async function duplicateProject(deps: ProjectStoreDeps, userId: string, id: string): Promise<{ id: string }> {
  const p = await readableProject(deps, userId, id);
  const iso = nowIso(deps.clock);
  const copy = {
    ...p, id: `prj_${randomUUID()}`, user_id: userId, created_at: iso, updated_at: iso, version: 0,
    published: false, category: null, deployed_url: null, job_id: null,
    template_id: p.user_id === userId ? p.template_id : p.id,
    status: p.status === 'generating' ? ('failed' as const) : p.status,
    error: p.status === 'generating' ? 'The original was still being generated when it was copied.' : p.error,
  };
  await deps.projects.create(copy);
  return { id: copy.id };
}
