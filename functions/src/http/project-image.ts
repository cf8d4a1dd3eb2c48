import { IMPROVE_IMAGE_MAX_BYTES } from '@sitewright/core';
import { replaceImage } from '@sitewright/core/projects/replace-image';
import { readImageUpload } from '../adapters/image-upload';
import { createSharpProcessor } from '../adapters/images/sharp-processor';
import { createSitegenImages } from '../adapters/sitegen-images';
import { getBlobs } from '../blob-store';
import { httpHandler } from '../middleware/http-handler';
import { formOrJsonBody } from '../middleware/multipart';

/**
 * PUT /api/project/{id}/images/{imageId} (multipart `image` file, optional `alt`) ▶ {html_content, image_id, alt}:
 * the owner replaces one image of the site with an upload (issue 15 §1). Checked like the logo and improve
 * images (PNG, JPEG, GIF or WEBP by magic bytes; at most 4 MB, Lambda's 6 MB payload limit), stored
 * resized (WebP renditions plus a JPEG fallback).
 */
export const handler = httpHandler({
  auth: 'required',
  parseBody: formOrJsonBody({ maxBytes: IMPROVE_IMAGE_MAX_BYTES + 64 * 1024, maxFileBytes: IMPROVE_IMAGE_MAX_BYTES, jsonAllowed: false }),
}, async ({ event, params, userId, deps }) => {
  const raw = (event.body ?? {}) as unknown as Record<string, unknown>;
  const alt = typeof raw.alt === 'string' ? raw.alt.slice(0, 300) : '';
  const image = await readImageUpload(raw.image, 'image', 'image', alt);
  return replaceImage({ ...deps, engine: createSitegenImages(), blobs: getBlobs(deps.config), processor: createSharpProcessor() },
    userId as string, params.id ?? '', params.imageId ?? '', image);
});
