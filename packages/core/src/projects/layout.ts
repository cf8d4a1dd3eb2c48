import { ConflictError } from '../errors';
import { nowIso, ownedProject, type ProjectStoreDeps } from './deps';
import type { SiteLayouts } from './ports';

/**
 * PUT /api/project/{id}/layout {layout} (issue 15 §4): the owner switches the site to the other layout
 * of its blueprint; words, pictures and colours stay. The previous content is kept as a version first
 * and the write is conditional on the version read, like improve.
 * @throws NotFoundError (404) for another user's project.
 * @throws ConflictError (409) while the project is generating, or on a concurrent change.
 * @throws ValidationError (422) for a layout other than 0 or 1, or a site made before layouts.
 */
export async function switchProjectLayout(deps: Pick<ProjectStoreDeps, 'projects' | 'clock'> & { engine: SiteLayouts }, userId: string, id: string, layout: number): Promise<{ html_content: string; layout: number }> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready' || !p.site) throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  const { site, files } = deps.engine.switchLayout(p.site, layout);
  const at = nowIso(deps.clock);
  await deps.projects.saveVersion({
    project_id: p.id, version: p.version, site: p.site, html_content: p.html_content, css_content: p.css_content,
    js_content: p.js_content, saved_at: at,
  });
  await deps.projects.update({
    ...p, site, html_content: files['index.html'], css_content: files['style.css'], js_content: files['script.js'], updated_at: at,
  });
  return { html_content: files['index.html'], layout };
}
