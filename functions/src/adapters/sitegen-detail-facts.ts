import type { SiteDetails } from '@sitewright/core/projects/ports';
import { detailSections, placeholders } from '@sitewright/sitegen/apply-details';
import type { SiteModel } from '@sitewright/sitegen/model';

/**
 * The read-only half of the site generator's business-details port (sitegen-details.ts): what the details
 * panel lists (placeholders, sections). A module of its own, without the renderer that `withDetails`
 * needs, so routes that only read a project do not bundle it.
 */
export const sitegenDetailFacts: Pick<SiteDetails, 'placeholders' | 'detailSections'> = {
  placeholders: (site) => placeholders(site as SiteModel),
  detailSections: (site) => detailSections(site as SiteModel),
};
