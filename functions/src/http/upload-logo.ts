import { LOGO_MAX_BYTES, ValidationError } from '@sitewright/core';
import { checkImage, uploadLogo } from '@sitewright/core/projects/upload';
import { sniffMime } from '../adapters/sniff';
import { getBlobs } from '../blob-store';
import { httpHandler } from '../middleware/http-handler';
import { formOrJsonBody, isUploadedFile } from '../middleware/multipart';
import { created } from '../middleware/response';

/** POST /api/upload/logo (multipart `file`) ▶ 201 {url}: at most 256 KB, PNG/JPEG/GIF/WEBP by magic bytes, SVG refused (SPEC §9, issue 4). */
export const handler = httpHandler({
  auth: 'required',
  parseBody: formOrJsonBody({ maxBytes: LOGO_MAX_BYTES + 64 * 1024, maxFileBytes: LOGO_MAX_BYTES, jsonAllowed: false }),
}, async ({ event, userId, deps }) => {
  const file = ((event.body ?? {}) as unknown as Record<string, unknown>).file;
  if (!isUploadedFile(file)) throw new ValidationError([{ loc: ['body', 'file'], msg: 'file: Field required', type: 'missing' }]);
  const bytes = new Uint8Array(file.content);
  const image = checkImage(file.truncated ? new Uint8Array(LOGO_MAX_BYTES + 1) : bytes, await sniffMime(bytes), 'logo');
  return created(await uploadLogo({ blobs: getBlobs(deps.config) }, userId as string, image));
});
