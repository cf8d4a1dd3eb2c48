import type { SiteImages } from '@sitewright/core/projects/ports';
import type { SiteModel } from '@sitewright/sitegen/model';
import { imageRequests, imageSlots, placePhoto } from '@sitewright/sitegen/place-photo';

/** A site's image slots and photo placement (packages/sitegen) behind the SiteImages port (issue 15 §1). */
export function createSitegenImages(): SiteImages {
  return {
    images: (site) => imageSlots(site as SiteModel),
    imageRequests: (site, brief) => imageRequests(site as SiteModel, brief),
    placePhoto: (site, slot, photo) => placePhoto(site as SiteModel, slot, photo),
  };
}
