import { LOGO_MAX_BYTES } from '@sitewright/core';
import { uploadLogo } from '@sitewright/core/projects/upload';
import { readImageUpload } from '../adapters/image-upload';
import { getBlobs } from '../blob-store';
import { tablelessHttpHandler } from '../middleware/tableless-handler';
import { formOrJsonBody } from '../middleware/multipart';
import { created } from '../middleware/response';

/** POST /api/upload/logo (multipart `file`) ▶ 201 {url}: at most 256 KB, PNG/JPEG/GIF/WEBP by magic bytes, SVG refused (SPEC §9, issue 4). */
export const handler = tablelessHttpHandler({
  auth: 'required',
  parseBody: formOrJsonBody({ maxBytes: LOGO_MAX_BYTES + 64 * 1024, maxFileBytes: LOGO_MAX_BYTES, jsonAllowed: false }),
}, async ({ event, userId, deps }) => {
  const image = await readImageUpload(((event.body ?? {}) as unknown as Record<string, unknown>).file, 'file', 'logo');
  return created(await uploadLogo({ blobs: getBlobs(deps.config) }, userId as string, image));
});
