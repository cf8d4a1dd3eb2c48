import type { SiteDetails } from '@sitewright/core/projects/ports';
import { detailsProblems, withDetails } from '@sitewright/sitegen/details';
import type { SiteModel } from '@sitewright/sitegen/model';
import { sitegenDetailFacts } from './sitegen-detail-facts';

/** The site generator's business-details functions behind core's SiteDetails port (issue 16 §1). */
export const sitegenDetails: SiteDetails = {
  ...sitegenDetailFacts,
  withDetails: (site, details) => withDetails(site as SiteModel, details),
  detailsProblems: (site, details) => detailsProblems(site as SiteModel, details),
};
