import { IMPROVE_IMAGE_MAX_BYTES, improveRequestSchema, ValidationError } from '@sitewright/core';
import { improveProject } from '@sitewright/core/projects/improve';
import { checkImage } from '@sitewright/core/projects/upload';
import { sniffMime } from '../adapters/sniff';
import { getBlobs } from '../blob-store';
import { getEngine } from '../engine';
import { httpHandler } from '../middleware/http-handler';
import { formOrJsonBody, isUploadedFile } from '../middleware/multipart';
import { parseOr422 } from '../middleware/validate';

/**
 * POST /api/project/{id}/improve ▶ {html_content} (SPEC §7). JSON {selector, prompt}, or multipart with
 * selector, prompt, image_alt_text, image_data (file) and image_filename. Images: PNG, JPEG, GIF or WEBP
 * by magic bytes, at most 4 MB (Lambda's 6 MB payload limit).
 */
export const handler = httpHandler({
  auth: 'required',
  parseBody: formOrJsonBody({ maxBytes: IMPROVE_IMAGE_MAX_BYTES + 256 * 1024, maxFileBytes: IMPROVE_IMAGE_MAX_BYTES, jsonAllowed: true }),
}, async ({ event, params, userId, deps }) => {
  const raw = (event.body ?? {}) as unknown as Record<string, unknown>;
  const { image_data: file, ...fields } = raw;
  const body = parseOr422(improveRequestSchema, fields, 'body');
  let image;
  if (file !== undefined) {
    if (!isUploadedFile(file)) throw new ValidationError([{ loc: ['body', 'image_data'], msg: 'image_data must be a file', type: 'value_error' }]);
    const bytes = new Uint8Array(file.content);
    image = checkImage(file.truncated ? new Uint8Array(IMPROVE_IMAGE_MAX_BYTES + 1) : bytes, await sniffMime(bytes), 'image', body.image_alt_text ?? '');
  }
  return improveProject({ ...deps, engine: getEngine(deps.config), blobs: getBlobs(deps.config) }, userId as string, params.id ?? '', { selector: body.selector, prompt: body.prompt, image });
});
