import { aspectOf, fitAspect, MAX_VARIANT_WIDTH, VARIANT_WIDTHS, type Size } from './wanted';

/** What the processor makes of one photo for one slot. */
export interface VariantPlan {
  /** The crop, in source pixels (after EXIF rotation), at the slot's aspect. */
  crop: Size;
  /** Rendition sizes, smallest first; each at the slot's aspect and never wider than the crop. */
  sizes: Size[];
}

/**
 * Picks the renditions for a photo of `src` pixels shown in a slot of `slot` CSS pixels: the standard
 * widths (480, 960, 1600) the crop can fill, up to the first that covers the slot at device pixel
 * ratio 2 (a 320 px card gets 480 and 960, not 1600). When the crop falls between two standard widths
 * and the slot wants more, one more rendition is added at the crop's width or the slot's need, whichever
 * is smaller; when the crop is narrower than 480, that is the only one. Never upscales.
 */
export function planVariants(src: Size, slot: Size): VariantPlan {
  const aspect = aspectOf(slot);
  const crop = fitAspect(src, aspect, Number.POSITIVE_INFINITY);
  const needed = Math.min(MAX_VARIANT_WIDTH, Math.round(slot.width * 2));
  const widths: number[] = [];
  for (const w of VARIANT_WIDTHS) {
    if (w > crop.width) break;
    widths.push(w);
    if (w >= needed) break;
  }
  const largest = widths.at(-1) ?? 0;
  if (largest < needed && crop.width > largest) widths.push(Math.min(crop.width, needed));
  return { crop, sizes: widths.map((width) => ({ width, height: Math.max(1, Math.min(crop.height, Math.round(width / aspect))) })) };
}

/** A slot id as it may appear in a file name: lower-case `[a-z0-9-]`, at most 40 characters, never empty. */
export function slotFileName(slot: string): string {
  const clean = slot.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-').replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  return clean || 'image';
}
