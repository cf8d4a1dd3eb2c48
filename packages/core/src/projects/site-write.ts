import { nowIso, type ProjectStoreDeps } from './deps';
import type { ProjectRecord, SiteFilesOut } from './ports';

/**
 * Write a changed site of a project (improve, an image upload, a layout switch): the previous content is
 * kept as a version item first, then the project is written conditionally on the version it was read at,
 * so of two concurrent changes one wins and the other answers 409 (no lost update).
 * @throws ConflictError (409) when the project changed since `p` was read.
 */
export async function writeSiteChange(deps: Pick<ProjectStoreDeps, 'projects' | 'clock'>, p: ProjectRecord,
  change: { site: unknown; files: SiteFilesOut; assets?: Record<string, string> }): Promise<void> {
  const at = nowIso(deps.clock);
  await deps.projects.saveVersion({
    project_id: p.id, version: p.version, site: p.site, html_content: p.html_content, css_content: p.css_content,
    js_content: p.js_content, saved_at: at,
  });
  await deps.projects.update({
    ...p, site: change.site, assets: change.assets ?? p.assets, html_content: change.files['index.html'],
    css_content: change.files['style.css'], js_content: change.files['script.js'], updated_at: at,
  });
}
