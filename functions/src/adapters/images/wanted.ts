import type { ImageRequest } from '@sitewright/core/projects/images';

/**
 * Sizes shared by the sources (what to fetch) and the processor (what to make), so a source never
 * downloads more pixels than the processor keeps.
 */

/** Rendition widths in px the processor makes (those the photo can fill without upscaling). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The largest rendition, in px: nothing wider is ever fetched or made. */
export const MAX_VARIANT_WIDTH = 1600;

/** A width and a height in px. */
export interface Size { width: number; height: number }

/**
 * The pixel width worth having for a slot: twice its CSS width (device pixel ratio 2), at least the
 * smallest and at most the largest rendition. E.g. a 1200 px hero ▶ 1600; a 320 px card ▶ 640.
 */
export function wantedWidth(req: Pick<ImageRequest, 'width'>): number {
  return Math.min(MAX_VARIANT_WIDTH, Math.max(VARIANT_WIDTHS[0], Math.round(req.width * 2)));
}

/** A slot's shape as stock libraries filter by it (Unsplash says `squarish` for `square`). */
export type Orientation = 'landscape' | 'portrait' | 'square';

/** Landscape when wider than 1.15:1, portrait when taller than 1:1.15, else square. */
export function orientationOf(size: Size): Orientation {
  const ratio = size.width / size.height;
  if (ratio > 1.15) return 'landscape';
  if (ratio < 1 / 1.15) return 'portrait';
  return 'square';
}

/**
 * The largest box of `aspect` (width / height) inside `src`, no wider than `maxWidth`: the crop a slot
 * takes from a photo, in whole pixels (each side at least 1).
 */
export function fitAspect(src: Size, aspect: number, maxWidth = Number.POSITIVE_INFINITY): Size {
  let width = Math.min(src.width, src.height * aspect, maxWidth);
  let height = width / aspect;
  if (height > src.height) {
    height = src.height;
    width = height * aspect;
  }
  return { width: Math.max(1, Math.floor(width)), height: Math.max(1, Math.floor(height)) };
}

/** The slot's aspect ratio (width / height) from a request or processor options. */
export const aspectOf = (size: Size): number => size.width / size.height;
