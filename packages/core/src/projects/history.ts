import { ConflictError, NotFoundError } from '../errors';
import { ownedProject, type ProjectStoreDeps } from './deps';
import { currentChange, writeSiteChange } from './site-write';
import { getProjectWithFacts, type ProjectWithFacts } from './details';
import type { SiteDetails } from './ports';

/** One entry of a project's History (issue 17 §3, `GET /api/project/{id}/versions`). */
export interface VersionEntry {
  /** The project version the content had, as a string (opaque to clients). */
  version_id: string;
  /** When that content was made (ISO 8601). */
  created_at: string;
  kind: string;
  summary: string;
}

/**
 * GET /api/project/{id}/versions: the current state first, then every kept snapshot, newest first.
 * @throws NotFoundError (404) for a missing project or another user's.
 */
export async function listProjectVersions(deps: Pick<ProjectStoreDeps, 'projects'>, userId: string, id: string): Promise<{ versions: VersionEntry[] }> {
  const p = await ownedProject(deps, userId, id);
  const now = currentChange(p);
  const older = (await deps.projects.listVersions(p.id)).filter((v) => v.version < p.version);
  return {
    versions: [
      { version_id: String(p.version), created_at: now.at, kind: now.kind, summary: now.summary },
      ...older.map((v) => ({ version_id: String(v.version), created_at: v.created_at ?? v.saved_at, kind: v.kind ?? 'improve', summary: v.summary ?? 'An earlier version' })),
    ],
  };
}

/**
 * POST /api/project/{id}/versions/{version_id}/restore: make that version's content current. The
 * restore is itself a new version (the content it replaces is kept), so nothing is lost; restoring the
 * current version changes nothing. Answers the project as GET /api/project/{id} does.
 * @throws NotFoundError (404) for another user's project or an unknown version id.
 * @throws ConflictError (409) while the project is generating, or on a concurrent change.
 */
export async function restoreProjectVersion(deps: Pick<ProjectStoreDeps, 'projects' | 'clock'> & { engine: Pick<SiteDetails, 'placeholders' | 'detailSections'> },
  userId: string, id: string, versionId: string): Promise<ProjectWithFacts> {
  const p = await ownedProject(deps, userId, id);
  const n = /^\d{1,9}$/.test(versionId) ? Number(versionId) : NaN;
  if (n === p.version) return getProjectWithFacts(deps, userId, id);
  const v = Number.isFinite(n) && n < p.version ? await deps.projects.getVersion(p.id, n) : null;
  if (!v || !v.site || v.html_content === null) throw new NotFoundError('Version not found.');
  if (p.status === 'generating') throw new ConflictError('This project is being generated; wait for it to finish.');
  const when = (v.created_at ?? v.saved_at).slice(0, 16).replace('T', ' ');
  await writeSiteChange(deps, p, {
    site: v.site, assets: v.assets ?? p.assets, kind: 'restore', summary: `Restored the version of ${when} UTC (${v.summary ?? 'an earlier version'})`,
    files: { 'index.html': v.html_content, 'style.css': v.css_content ?? '', 'script.js': v.js_content ?? '' },
  });
  return getProjectWithFacts(deps, userId, id);
}
