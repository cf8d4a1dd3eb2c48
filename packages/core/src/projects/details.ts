import { ConflictError, ValidationError } from '../errors';
import type { BusinessDetails, DetailSection, Placeholder } from '../schemas/details';
import type { Project } from '../schemas/project';
import { ownedProject, readableProject, toProjectView, type ProjectStoreDeps } from './deps';
import type { SiteDetails } from './ports';
import { writeSiteChange } from './site-write';

/**
 * Business details of a project (issue 16 §1): the owner's facts, kept in the site model (`details`) so
 * every render (preview, improve, layout switch, deploy) shows them, and the samples they replace stay
 * in the model for when a fact is removed again.
 */

/** The details stored in a site model, or `{}`. */
export function detailsOf(site: unknown): BusinessDetails {
  const d = (site as { details?: BusinessDetails } | null | undefined)?.details;
  return d ?? {};
}

/**
 * GET /api/project/{id}/details ▶ the details object (`{}` when none were given). Owner only.
 * @throws NotFoundError (404) for another user's project (also a published one: the facts are the owner's to edit).
 */
export async function getProjectDetails(deps: Pick<ProjectStoreDeps, 'projects'>, userId: string, id: string): Promise<BusinessDetails> {
  return detailsOf((await ownedProject(deps, userId, id)).site);
}

/**
 * PUT /api/project/{id}/details ▶ `{ details, html_content, placeholders }`: the whole details object
 * replaces the stored one and the site is rendered again. The previous content is kept as a version
 * first and the write is conditional on the version read, like improve.
 * @throws NotFoundError (404) for another user's project.
 * @throws ConflictError (409) while the project is not ready, or on a concurrent change.
 * @throws ValidationError (422) for a `sections` key that names no section of the page taking items.
 */
export async function putProjectDetails(deps: Pick<ProjectStoreDeps, 'projects' | 'clock'> & { engine: SiteDetails }, userId: string, id: string, details: BusinessDetails):
  Promise<{ details: BusinessDetails; html_content: string; placeholders: Placeholder[] }> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready' || !p.site) throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  const problems = deps.engine.detailsProblems(p.site, details);
  if (problems.length) {
    throw new ValidationError(problems.map((x) => ({ loc: ['body', ...x.path], msg: `${String(x.path[x.path.length - 1])}: ${x.message}`, type: 'value_error' })));
  }
  const { site, files } = deps.engine.withDetails(p.site, details);
  await writeSiteChange(deps, p, { site, files, kind: 'details', summary: 'Updated the business details' });
  return { details: detailsOf(site), html_content: files['index.html'], placeholders: deps.engine.placeholders(site) };
}

/** A project as GET /api/project/{id} answers it since issue 16: the SPEC §3 fields plus what still shows samples. */
export type ProjectWithFacts = Project & { placeholders: Placeholder[]; detail_sections: DetailSection[] };

/**
 * GET /api/project/{id}: the owner's project or a published template (SPEC §7, issue 4), with
 * `placeholders` (sections still showing sample content) and `detail_sections` (issue 16 §1).
 * @throws NotFoundError (404).
 */
export async function getProjectWithFacts(deps: Pick<ProjectStoreDeps, 'projects'> & { engine: Pick<SiteDetails, 'placeholders' | 'detailSections'> }, userId: string, id: string): Promise<ProjectWithFacts> {
  const p = await readableProject(deps, userId, id);
  const site = p.status === 'ready' ? p.site : null;
  return {
    ...toProjectView(p),
    placeholders: site ? deps.engine.placeholders(site) : [],
    detail_sections: site ? deps.engine.detailSections(site) : [],
  };
}
