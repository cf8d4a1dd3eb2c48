/**
 * Image sources for generated sites (issue 15 §1, ARCHITECTURE.md "Images"). The generator (sitegen)
 * plans image *slots* and composes offline artwork for each; a configured source (stock photos or an
 * image model) may then supply a photo for a slot. Sources are adapters behind this port, built in
 * functions/src/deps.ts like the content writer; sharp turns what they return into the variants a page
 * serves (`ImageProcessor`). A source that fails, is slow or finds nothing never fails a generation:
 * the slot keeps the next source's image, and in the end the offline artwork.
 */

/** Where an image of a site came from, recorded per image on the site model. */
export type ImageSourceName = 'offline' | 'unsplash' | 'pexels' | 'openai' | 'upload';

/** One image a site needs (a slot), as a source sees it. */
export interface ImageRequest {
  /** Stable slot id within the site, e.g. `hero`, `about`, `work-2`. Becomes part of file names. */
  slot: string;
  /** What the image is for: the first screen, a section illustration, an item card, a gallery tile. */
  role: 'hero' | 'section' | 'item' | 'gallery';
  /** Search words for a stock library, from the brief and the section (English or the brief's words). */
  query: string;
  /** A prompt for an image model: subject, setting, mood; never text in the picture. */
  prompt: string;
  /** Wanted aspect, in px (the largest size the page shows it at, before DPR). */
  width: number;
  height: number;
  /** Alternative text from the brief (WCAG 1.1.1); sources must not replace it with their own. */
  alt: string;
  /** Which page of a stock search to take (1, the default, first): "pick another" asks for the next (issue 17 §1). */
  page?: number;
}

/** Attribution a source's guidelines require (Unsplash: photographer + Unsplash, both linked). */
export interface ImageCredit {
  /** The author's name as the API gives it. */
  name: string;
  /** The author's profile page (with the API's required referral parameters). */
  url: string;
  /** The library's name and home page, e.g. `Unsplash`, `https://unsplash.com/?utm_source=…`. */
  site: string;
  siteUrl: string;
}

/** What a source hands back for a slot: the original bytes (any raster format sharp reads). */
export interface ImageCandidate {
  bytes: Uint8Array;
  /** Media type as sniffed or declared, e.g. `image/jpeg`. */
  contentType: string;
  source: Exclude<ImageSourceName, 'offline' | 'upload'>;
  credit?: ImageCredit;
}

/** The port: one image source. `find` resolves null for "nothing suitable"; it may reject (the caller falls back). */
export interface ImageSource {
  readonly name: Exclude<ImageSourceName, 'offline' | 'upload'>;
  /**
   * @param signal aborts the request when the caller's time budget for this slot runs out.
   * @throws any error for a failed request (HTTP error, rate limit, timeout); the caller logs it and falls back.
   */
  find(req: ImageRequest, signal: AbortSignal): Promise<ImageCandidate | null>;
}

/** One encoded rendition of a photo, stored beside index.html. */
export interface ImageVariant {
  /** Plain file name, e.g. `img-hero-960.webp` (no folders: site assets are flat). */
  file: string;
  /** Pixel width of this rendition. */
  width: number;
  /** `image/webp`, `image/avif` or `image/jpeg` (the fallback). */
  type: string;
  bytes: Uint8Array;
}

/** A photo made ready for the web: cropped to the slot's aspect, several widths, modern formats plus a fallback. */
export interface ProcessedImage {
  /** Intrinsic size of the largest rendition (for width/height attributes: no layout shift). */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Crops and encodes raster images (sharp, in the worker, never in a request path).
 * @throws ValidationError when the bytes are not a decodable image.
 */
export interface ImageProcessor {
  process(bytes: Uint8Array, opts: { slot: string; width: number; height: number }): Promise<ProcessedImage>;
}
