import type { ImageSource } from '@sitewright/core/projects/images';
import { sniffMime } from '../sniff';
import { httpError, ImageSourceError, requestError } from './errors';

/** Raster types the processor (sharp's prebuilt libvips) decodes, by magic bytes. */
export const RASTER_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff']);

/** Largest download accepted, in bytes (a 1600 px JPEG is ~0.2–1 MB; a Pexels original can be ~15 MB). */
export const MAX_DOWNLOAD_BYTES = 25 * 1024 * 1024;

/** What {@link downloadImage} needs. */
export interface DownloadOptions {
  source: ImageSource['name'];
  fetch: typeof globalThis.fetch;
  /** The caller's budget for the slot; aborts the request and the body read. */
  signal: AbortSignal;
  maxBytes?: number;
}

/** Reads a body up to `max` bytes. @throws ImageSourceError `too-large` past the cap. */
async function readCapped(res: Response, max: number, source: ImageSource['name']): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  const tooLarge = () => new ImageSourceError(source, 'too-large', `the image is larger than ${max} bytes`);
  if (declared > max) {
    await res.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  for (let r = await reader?.read(); r && !r.done; r = await reader!.read()) {
    size += r.value.byteLength;
    if (size > max) {
      await reader!.cancel();
      throw tooLarge();
    }
    chunks.push(r.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.byteLength; }
  return out;
}

/**
 * The media type of `bytes` by their magic bytes, when a raster type the processor reads.
 * @param declared the type the server claimed, only quoted in the error.
 * @throws ImageSourceError `not-an-image` for anything else (HTML error pages, SVG, PDF, truncated data…).
 */
export async function rasterType(bytes: Uint8Array, source: ImageSource['name'], declared?: string | null): Promise<string> {
  const sniffed = await sniffMime(bytes);
  if (sniffed && RASTER_TYPES.has(sniffed)) return sniffed;
  throw new ImageSourceError(source, 'not-an-image', `the answer is not a raster image (${sniffed ?? declared ?? 'unknown type'})`);
}

/**
 * Downloads an image with the caller's signal and checks by its magic bytes (never the declared
 * Content-Type) that it is a raster image the processor reads.
 * @returns the bytes and their sniffed media type.
 * @throws ImageSourceError: `http`/`rate-limited` for an error status, `aborted`, `network`,
 *   `too-large` over `maxBytes`, `not-an-image` for anything else (HTML error pages, SVG, PDF…).
 */
export async function downloadImage(url: string, opts: DownloadOptions): Promise<{ bytes: Uint8Array; contentType: string }> {
  const { source, signal } = opts;
  try {
    const res = await opts.fetch(url, { signal, redirect: 'follow' });
    if (!res.ok) {
      await res.body?.cancel();
      throw httpError(source, 'the image host', res.status, res.headers);
    }
    const bytes = await readCapped(res, opts.maxBytes ?? MAX_DOWNLOAD_BYTES, source);
    return { bytes, contentType: await rasterType(bytes, source, res.headers.get('content-type')) };
  } catch (e) {
    throw requestError(source, 'the image download', e, signal);
  }
}
