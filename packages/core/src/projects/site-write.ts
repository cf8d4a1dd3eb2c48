import { nowIso, type ProjectStoreDeps } from './deps';
import type { ChangeKind, ProjectRecord, SiteChange, SiteFilesOut } from './ports';

/**
 * How many versions of a site History keeps (issue 17 §3), the current one included: each change
 * deletes the snapshots beyond this, oldest first. README "History" says the same.
 */
export const KEEP_VERSIONS = 50;

/** What an older project (from before history) says its current content is. */
export function currentChange(p: ProjectRecord): SiteChange {
  return p.change ?? { kind: 'generate', summary: 'Generated the site', at: p.updated_at };
}

/**
 * Write a changed site of a project (improve, edit, section tools, an image, details, a layout switch,
 * a restore): the previous content is kept as a version item first (with what made it), then the
 * project is written conditionally on the version it was read at, so of two concurrent changes one wins
 * and the other answers 409 (no lost update). Snapshots beyond `KEEP_VERSIONS` are then deleted.
 * @returns the stored project (its `version` one higher).
 * @throws ConflictError (409) when the project changed since `p` was read.
 */
export async function writeSiteChange(deps: Pick<ProjectStoreDeps, 'projects' | 'clock'>, p: ProjectRecord,
  change: { site: unknown; files: SiteFilesOut; assets?: Record<string, string>; kind: ChangeKind; summary: string }): Promise<ProjectRecord> {
  const at = nowIso(deps.clock);
  const was = currentChange(p);
  await deps.projects.saveVersion({
    project_id: p.id, version: p.version, site: p.site, html_content: p.html_content, css_content: p.css_content,
    js_content: p.js_content, assets: p.assets, kind: was.kind, summary: was.summary, created_at: was.at, saved_at: at,
  });
  const next = await deps.projects.update({
    ...p, site: change.site, assets: change.assets ?? p.assets, html_content: change.files['index.html'],
    css_content: change.files['style.css'], js_content: change.files['script.js'], updated_at: at,
    change: { kind: change.kind, summary: change.summary.slice(0, 200), at },
  });
  // Snapshots are keyed by version, so a project at version v has at most v of them: no listing until then.
  if (p.version + 1 >= KEEP_VERSIONS) {
    const extra = (await deps.projects.listVersions(p.id)).slice(KEEP_VERSIONS - 1).map((v) => v.version);
    if (extra.length) await deps.projects.deleteVersions(p.id, extra);
  }
  return next;
}
