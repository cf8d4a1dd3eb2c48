import { IMPROVE_IMAGE_MAX_BYTES, NotFoundError, ValidationError } from '@sitewright/core';
import { incomingPrefix } from '@sitewright/core/projects/image-upload';
import { checkImage } from '@sitewright/core/projects/upload';
import { replaceImage } from '@sitewright/core/projects/replace-image';
import { readImageUpload } from '../adapters/image-upload';
import { sniffMime } from '../adapters/sniff';
import { createSharpProcessor } from '../adapters/images/sharp-processor';
import { createSitegenImages } from '../adapters/sitegen-images';
import { getBlobs } from '../blob-store';
import { httpHandler } from '../middleware/http-handler';
import { formOrJsonBody } from '../middleware/multipart';

/**
 * PUT /api/project/{id}/images/{imageId} ▶ {html_content, image_id, alt}: the owner replaces one image of
 * the site (issue 15 §1), stored resized (WebP renditions plus a JPEG fallback). Either a multipart `image`
 * file (optional `alt`) of at most 4 MB (Lambda's 6 MB payload limit), or JSON `{upload_key, alt?}` naming
 * a photo of up to 10 MB the browser already sent to storage through POST …/images/{imageId}/upload.
 * Either way the bytes are checked like the logo (PNG, JPEG, GIF or WEBP by magic bytes).
 */
export const handler = httpHandler({
  auth: 'required',
  parseBody: formOrJsonBody({ maxBytes: IMPROVE_IMAGE_MAX_BYTES + 64 * 1024, maxFileBytes: IMPROVE_IMAGE_MAX_BYTES, jsonAllowed: true }),
}, async ({ event, params, userId, deps }) => {
  const raw = (event.body ?? {}) as unknown as Record<string, unknown>;
  const alt = typeof raw.alt === 'string' ? raw.alt.slice(0, 300) : '';
  const blobs = getBlobs(deps.config);
  let image;
  if (typeof raw.upload_key === 'string') {
    // Only this user's uploads for this project: a key is not a capability to read anyone else's files.
    if (!raw.upload_key.startsWith(incomingPrefix(userId as string, params.id ?? '')) || raw.upload_key.includes('..')) {
      throw new ValidationError([{ loc: ['body', 'upload_key'], msg: 'upload_key: not an upload of yours for this project', type: 'value_error' }]);
    }
    const stored = await blobs.get(raw.upload_key);
    if (!stored) throw new NotFoundError('Upload not found: send the file to the upload address first (it is kept for a day).');
    image = checkImage(stored.bytes, await sniffMime(stored.bytes), 'photo', { alt });
  } else {
    image = await readImageUpload(raw.image, 'image', 'image', alt);
  }
  return replaceImage({ ...deps, engine: createSitegenImages(), blobs, processor: createSharpProcessor() },
    userId as string, params.id ?? '', params.imageId ?? '', image);
});
