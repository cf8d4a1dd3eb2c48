import type { ImageCandidate, ImageProcessor, ImageRequest, ImageSource } from './images';
import type { BlobStore, GeneratedOut, SiteFilesOut, SiteGenerator } from './ports';
import { storeRenditions } from './site-assets';

/**
 * Photo sources in a generation (issue 15 §1): for each image slot, most important first, ask the
 * configured sources in order (Unsplash, Pexels, an image model), each within its time budget; the
 * first photo found is cropped and encoded (sharp) and stored beside index.html, and the slot's
 * artwork gives way to it. A source that fails, is slow or finds nothing moves on to the next, and in
 * the end the slot keeps its offline artwork: a photo source never fails a generation.
 */
export interface PhotoDeps {
  sources: ImageSource[];
  processor: ImageProcessor;
  /** Budget per source and slot, in ms (IMAGE_SOURCE_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * Budget of an image model, in ms (IMAGE_AI_TIMEOUT_MS): models take 10–60 s, so they get a longer
   * one and are asked for the hero only, which keeps a generation within the worker's timeout.
   */
  aiTimeoutMs?: number;
  /** At most this many slots get photos (the hero first); the rest keep artwork. Default 6. */
  maxPhotos?: number;
  /** Told about each failed attempt, for the logs (never thrown). */
  onError?: (info: { slot: string; source: string; error: string }) => void;
}

/**
 * Asks each configured source in turn for a slot's photo, each within its budget (an image model gets
 * `aiTimeoutMs`, and is asked for the hero only unless `anySlot`), and yields every photo found, so the
 * caller can move on to the next source when one cannot be used. A source that fails or finds nothing is
 * told to `onMiss` (`error` undefined: nothing found); it never throws.
 */
export async function* photoCandidates(photos: Pick<PhotoDeps, 'sources' | 'timeoutMs' | 'aiTimeoutMs'>, req: ImageRequest,
  opts: { anySlot?: boolean; onMiss?: (source: string, error?: string) => void } = {}): AsyncGenerator<ImageCandidate> {
  for (const source of photos.sources) {
    const ai = source.name === 'openai';
    if (ai && !opts.anySlot && req.role !== 'hero') continue;
    let found: ImageCandidate | null = null;
    try {
      found = await source.find(req, AbortSignal.timeout(ai ? photos.aiTimeoutMs ?? photos.timeoutMs : photos.timeoutMs));
    } catch (err) {
      opts.onMiss?.(source.name, (err as Error).message);
      continue;
    }
    if (found) yield found;
    else opts.onMiss?.(source.name);
  }
}

/** The first photo any source delivers for a slot, or null (failures go to `onError`). */
async function findPhoto(photos: PhotoDeps, req: GeneratedOut['imageRequests'][number]) {
  const onMiss = (source: string, error?: string) => { if (error) photos.onError?.({ slot: req.slot, source, error }); };
  for await (const found of photoCandidates(photos, req, { onMiss })) return found;
  return null;
}

/**
 * Fill the site's image slots with photos where a source delivers one.
 * @returns the (possibly) changed site and files, and the new asset map entries (file ▶ blob key).
 */
export async function fillPhotos(deps: { blobs: BlobStore; engine: SiteGenerator }, photos: PhotoDeps, projectId: string,
  generated: GeneratedOut): Promise<{ site: unknown; files: SiteFilesOut; assets: Record<string, string> }> {
  let { site, files } = generated;
  const assets: Record<string, string> = {};
  if (!photos.sources.length) return { site, files, assets };
  for (const req of generated.imageRequests.slice(0, photos.maxPhotos ?? 6)) {
    const found = await findPhoto(photos, req);
    if (!found) continue;
    try {
      const processed = await photos.processor.process(found.bytes, { slot: req.slot, width: req.width, height: req.height });
      const stored = await storeRenditions(deps.blobs, projectId, processed);
      Object.assign(assets, stored.assets);
      ({ site, files } = deps.engine.placePhoto(site, req.slot, { ...stored.placed, source: found.source, credit: found.credit, query: req.query }));
    } catch (err) {
      photos.onError?.({ slot: req.slot, source: found.source, error: (err as Error).message });
    }
  }
  return { site, files, assets };
}
