import type { SiteDetails } from '@sitewright/core/projects/ports';
import { detailSections, placeholders } from '@sitewright/sitegen/apply-details';
import { detailsProblems, withDetails } from '@sitewright/sitegen/details';
import type { SiteModel } from '@sitewright/sitegen/model';

/** The site generator's business-details functions behind core's SiteDetails port (issue 16 §1). */
export const sitegenDetails: SiteDetails = {
  withDetails: (site, details) => withDetails(site as SiteModel, details),
  detailsProblems: (site, details) => detailsProblems(site as SiteModel, details),
  placeholders: (site) => placeholders(site as SiteModel),
  detailSections: (site) => detailSections(site as SiteModel),
};

/**
 * The read-only half of {@link sitegenDetails}: what the details panel lists (placeholders, sections),
 * without the renderer that `withDetails` needs, so routes that only read a project do not bundle it.
 * Written out rather than spread into `sitegenDetails`: esbuild cannot drop an object literal with a
 * spread, so project-details' GET function would carry PUT's renderer (infra bundling.test checks it).
 */
export const sitegenDetailFacts: Pick<SiteDetails, 'placeholders' | 'detailSections'> = {
  placeholders: (site) => placeholders(site as SiteModel),
  detailSections: (site) => detailSections(site as SiteModel),
};
