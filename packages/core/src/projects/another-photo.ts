import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { briefOf } from './edit';
import type { ProjectDeps } from './deps';
import { ownedProject } from './deps';
import type { ImageProcessor, ImageSource } from './images';
import type { SiteImages } from './ports';
import { photoCandidates } from './photos';
import { storeRenditions } from './site-assets';
import { writeSiteChange } from './site-write';

/** What "pick another" needs: the store, blobs, the engine's image slots, the configured sources, sharp. */
export type AnotherPhotoDeps = Omit<ProjectDeps, 'engine'> & {
  engine: Required<Pick<SiteImages, 'images' | 'placePhoto' | 'imageRequests'>>;
  sources: ImageSource[];
  processor: ImageProcessor;
  /** Budget per source, in ms (IMAGE_SOURCE_TIMEOUT_MS; an image model gets IMAGE_AI_TIMEOUT_MS). */
  timeoutMs: number;
  aiTimeoutMs?: number;
};

/** Search pages "pick another" goes through before it starts again at the first. */
const MAX_PICK = 10;

/**
 * POST /api/project/{id}/images/{imageId}/another (issue 17 §1: "where a source is configured, pick
 * another"): the next photo of the slot's search from the configured sources (the next results page of
 * Unsplash or Pexels, a new picture from an image model), cropped and encoded like every photo, placed
 * in the slot, and kept as a new version.
 * @returns the new index.html, the image id and which source made it.
 * @throws NotFoundError (404) for another user's project or an unknown image id.
 * @throws ConflictError (409) while the project is generating, or on a concurrent change.
 * @throws ValidationError (422) when no photo source is configured, or none delivered another photo.
 */
export async function anotherPhoto(deps: AnotherPhotoDeps, userId: string, id: string, imageId: string): Promise<{ html_content: string; image_id: string; source: string }> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready' || !p.site) throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  const slot = deps.engine.images(p.site).find((i) => i.id === imageId);
  const req = deps.engine.imageRequests(p.site, briefOf(p)).find((r) => r.slot === imageId);
  if (!slot || !req) throw new NotFoundError('Image not found');
  if (!deps.sources.length) throw new ValidationError('No photo source is configured on this server (UNSPLASH_ACCESS_KEY, PEXELS_API_KEY or OPENAI_IMAGE_MODEL); replace the image with an upload instead.');
  const page = slot.source === 'unsplash' || slot.source === 'pexels' ? ((slot.pick ?? 1) % MAX_PICK) + 1 : 1;
  const failures: string[] = [];
  const onMiss = (source: string, error?: string) => { failures.push(`${source}: ${error ?? 'nothing found'}`); };
  // Any slot may ask an image model here: the user asked for this one photo, not a whole generation's worth.
  for await (const found of photoCandidates(deps, { ...req, page }, { anySlot: true, onMiss })) {
    try {
      const processed = await deps.processor.process(found.bytes, { slot: `${slot.id}-p${page}`, width: slot.width, height: slot.height });
      const stored = await storeRenditions(deps.blobs, p.id, processed);
      const { site, files } = deps.engine.placePhoto(p.site, slot.id, { ...stored.placed, source: found.source, credit: found.credit, query: req.query, pick: page });
      await writeSiteChange(deps, p, { site, files, assets: { ...p.assets, ...stored.assets }, kind: 'image', summary: `Picked another ${slot.id} photo (${found.source})` });
      return { html_content: files['index.html'], image_id: slot.id, source: found.source };
    } catch (err) {
      if (err instanceof ConflictError) throw err;
      failures.push(`${found.source}: ${(err as Error).message}`);
    }
  }
  throw new ValidationError(`No other photo was found for this image (${failures.join('; ')}). Replace it with an upload instead.`);
}
