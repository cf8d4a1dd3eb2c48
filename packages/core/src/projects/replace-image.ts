import { createHash } from 'node:crypto';
import { ConflictError, NotFoundError } from '../errors';
import { ownedProject, type ProjectDeps } from './deps';
import { storeRenditions } from './site-assets';
import { writeSiteChange } from './site-write';
import type { ImageProcessor } from './images';
import type { CheckedImage } from './improve';
import type { SiteImages } from './ports';

/** What replacing an image needs: the store, blobs, the engine's image slots and photo placement, and sharp. */
export type ReplaceImageDeps = Omit<ProjectDeps, 'engine'> & { engine: SiteImages; processor: ImageProcessor };

/**
 * PUT /api/project/{id}/images/{imageId} (issue 15 §1): the owner replaces one image of the site (the
 * hero artwork, a gallery tile, a stock photo) with an upload. The upload is checked like the logo and
 * improve images (type by magic bytes; size by the route), cropped to the slot's shape and encoded in
 * modern formats plus a JPEG fallback (sharp), stored under names that carry its content hash (so a
 * CDN never serves the old picture under the new name), and placed; the previous content is kept as a
 * version first and the write is conditional on the version read, like improve.
 * @returns the new index.html and the image's alt text.
 * @throws NotFoundError (404) for another user's project or an image id the site does not have.
 * @throws ConflictError (409) while the project is generating, or on a concurrent change.
 * @throws ValidationError (422) when sharp cannot decode the bytes.
 */
export async function replaceImage(deps: ReplaceImageDeps, userId: string, id: string, imageId: string, image: CheckedImage): Promise<{ html_content: string; image_id: string; alt: string }> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready' || !p.site) throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  const slot = deps.engine.images(p.site).find((i) => i.id === imageId);
  if (!slot) throw new NotFoundError('Image not found');
  const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 8);
  const processed = await deps.processor.process(image.bytes, { slot: `${slot.id}-${hash}`, width: slot.width, height: slot.height });
  const stored = await storeRenditions(deps.blobs, p.id, processed);
  const alt = image.alt.trim() || slot.alt;
  const { site, files } = deps.engine.placePhoto(p.site, slot.id, { ...stored.placed, source: 'upload', alt });
  await writeSiteChange(deps, p, { site, files, assets: { ...p.assets, ...stored.assets }, kind: 'image', summary: `Replaced the ${slot.id} image` });
  return { html_content: files['index.html'], image_id: slot.id, alt };
}
