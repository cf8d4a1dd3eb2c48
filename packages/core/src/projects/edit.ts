import { ConflictError } from '../errors';
import type { Brief } from '../schemas/generation';
import { ownedProject, type ProjectStoreDeps } from './deps';
import type { ProjectRecord, SiteFilesOut } from './ports';
import { writeSiteChange } from './site-write';

/** The editing half of the site engine (sitegen `editSite`): one edit of a model, validated and rendered. */
export interface SiteEditor {
  /** @throws ValidationError (422) for an edit that does not fit the site. */
  edit(site: unknown, edit: unknown, brief: Brief): Promise<{ site: unknown; files: SiteFilesOut; summary: string }>;
}

/** What an edit answers: the new version, what changed in words, and the page. */
export interface EditAnswer { version: number; summary: string; html_content: string }

/** The brief a project was made from, as the generator takes it. */
export function briefOf(p: ProjectRecord): Brief {
  return {
    business_name: p.business_name, industry: p.industry, description: p.description, target_audience: p.target_audience,
    key_features: p.key_features, color_scheme: p.color_scheme, style_preference: p.style_preference as Brief['style_preference'],
    logo_url: p.logo_url, template_id: p.template_id, language: p.language ?? null,
  } as Brief;
}

/**
 * POST /api/project/{id}/edits {version, edit} (issue 17 §1–2): an in-place text edit or a section
 * tool (move, duplicate, delete, layout variant, add), applied to the version the editor saw. The
 * content it replaces is kept as a version (History), and the write is conditional, so a stale edit
 * (another tab, an improve meanwhile) answers 409 instead of undoing someone's change.
 * @throws NotFoundError (404) for a missing project or another user's.
 * @throws ConflictError (409) while generating, or when `version` is not the project's current version.
 * @throws ValidationError (422) for an edit that does not fit the site (see sitegen `editSite`).
 */
export async function editProject(deps: Pick<ProjectStoreDeps, 'projects' | 'clock'> & { engine: SiteEditor }, userId: string, id: string,
  req: { version: number; edit: { op: string } & Record<string, unknown> }): Promise<EditAnswer> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready' || !p.site) throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  if (req.version !== p.version) {
    throw new ConflictError(`The site changed since this page loaded it (version ${req.version}, now ${p.version}); reload to edit the current version.`);
  }
  const { site, files, summary } = await deps.engine.edit(p.site, req.edit, briefOf(p));
  const next = await writeSiteChange(deps, p, { site, files, kind: req.edit.op === 'text' ? 'edit' : 'section', summary });
  return { version: next.version, summary, html_content: files['index.html'] };
}
