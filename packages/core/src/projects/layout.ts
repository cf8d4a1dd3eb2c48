import { ConflictError } from '../errors';
import { ownedProject, type ProjectStoreDeps } from './deps';
import { writeSiteChange } from './site-write';
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
  await writeSiteChange(deps, p, { site, files, kind: 'layout', summary: `Switched to layout ${layout === 0 ? 'A' : 'B'}` });
  return { html_content: files['index.html'], layout };
}
