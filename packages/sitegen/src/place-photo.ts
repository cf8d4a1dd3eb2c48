import { ValidationError, type Brief } from '@sitewright/core';
import type { ImageRequest } from '@sitewright/core/projects/images';
import type { PlacedPhoto } from '@sitewright/core/projects/ports';
import { corePhrase } from './headline';
import { siteModelSchema, type SiteFiles, type SiteModel } from './model';
import { renderSite } from './render';

/**
 * The bridge between a site's image assets and photo sources (issue 15 §1): what to ask a stock
 * library or an image model for each slot, and how a photo takes a slot's place.
 */

const ROLE_ORDER = { hero: 0, section: 1, item: 2, gallery: 3 } as const;

/**
 * Photo requests for a site's image slots, hero first: a stock query from the brief (the trade's core
 * phrase plus the slot's subject) and an image-model prompt without any text in the picture.
 */
export function imageRequests(site: SiteModel, brief: Pick<Brief, 'description' | 'industry' | 'business_name'>): ImageRequest[] {
  const core = corePhrase(brief.description) || brief.industry;
  return [...site.images].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]).map((img) => {
    const subject = img.role === 'hero' ? core : `${img.alt} ${core}`.slice(0, 120);
    return {
      slot: img.id, role: img.role, width: img.width, height: img.height, alt: img.alt,
      query: subject.replace(/[^\p{L}\p{N}\s&'-]/gu, ' ').replace(/\s+/g, ' ').trim(),
      prompt: `A high-quality, natural photograph for the website of ${brief.business_name} (${core}): ${img.alt}. `
        + 'Realistic light, no text, no letters, no logos, no watermarks.',
    };
  });
}

/** The image slots of a site: id, intrinsic size, alt text and the source that made it. */
export function imageSlots(input: SiteModel): { id: string; width: number; height: number; alt: string; source: string; pick?: number }[] {
  return siteModelSchema.parse(input).images.map(({ id, width, height, alt, source, pick }) => ({ id, width, height, alt, source, ...(pick ? { pick } : {}) }));
}

/**
 * Replace a slot's artwork with a photo and re-render.
 * @throws ValidationError (422) for a slot the site does not have or a photo without renditions.
 */
export function placePhoto(input: SiteModel, slot: string, photo: PlacedPhoto): { site: SiteModel; files: SiteFiles } {
  const site = siteModelSchema.parse(input);
  const i = site.images.findIndex((img) => img.id === slot);
  if (i < 0) throw new ValidationError(`Unknown image "${slot.slice(0, 60)}". Images: ${site.images.map((x) => x.id).join(', ') || 'none'}.`);
  if (!photo.variants.length) throw new ValidationError('A photo needs at least one rendition');
  const old = site.images[i]!;
  const images = [...site.images];
  images[i] = {
    ...old, source: photo.source, width: photo.width, height: photo.height, src: photo.src, alt: (photo.alt ?? old.alt).slice(0, 300),
    variants: photo.variants.map((v) => ({ ...v, type: v.type as 'image/webp' })), credit: photo.credit, query: photo.query, pick: photo.pick,
  };
  const next = siteModelSchema.parse({ ...site, images });
  return { site: next, files: renderSite(next) };
}
