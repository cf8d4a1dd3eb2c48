import type { BusinessDetails } from '@sitewright/core/schemas/details';
import type { SiteFiles, SiteModel } from './model';
import { renderSite } from './render';

export { applyDetails, detailSections, detailsProblems, formatAddress, formatPrice, hoursRows, placeholders } from './apply-details';

/**
 * The owner's business details of a site (issue 16 §1): `withDetails` stores them in the model and
 * renders; the rest (laying them over the blocks, what still shows samples) lives in apply-details.ts,
 * which the renderer itself uses.
 */

/** The site with `details` set (an empty object clears them), rendered. @throws ZodError for details the schema refuses. */
export function withDetails(site: SiteModel, details: BusinessDetails): { site: SiteModel; files: SiteFiles } {
  const empty = Object.values(details).every((v) => v === undefined || (Array.isArray(v) && !v.length) || (typeof v === 'object' && v !== null && !Array.isArray(v) && !Object.keys(v).length));
  const { details: _old, ...rest } = site;
  const next: SiteModel = empty ? rest : { ...rest, details };
  return { site: next, files: renderSite(next) };
}
