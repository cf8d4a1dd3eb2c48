import { IMPROVE_IMAGE_MAX_BYTES, improveRequestSchema } from '@sitewright/core';
import { improveProject } from '@sitewright/core/projects/improve';
import { readImageUpload } from '../adapters/image-upload';
import { getBlobs } from '../blob-store';
import { getImprover } from '../improver';
import { httpHandler } from '../middleware/http-handler';
import { formOrJsonBody } from '../middleware/multipart';
import { parseOr422 } from '../middleware/validate';

/**
 * POST /api/project/{id}/improve ▶ {html_content} (SPEC §7). JSON {selector, prompt}, or multipart with
 * selector, prompt, image_alt_text, image_data (file) and image_filename. Images: PNG, JPEG, GIF or WEBP
 * by magic bytes, at most 4 MB (Lambda's 6 MB payload limit). Announced on the project's live channel.
 */
export const handler = httpHandler({
  auth: 'required',
  parseBody: formOrJsonBody({ maxBytes: IMPROVE_IMAGE_MAX_BYTES + 256 * 1024, maxFileBytes: IMPROVE_IMAGE_MAX_BYTES, jsonAllowed: true }),
}, async ({ event, params, userId, deps }) => {
  const raw = (event.body ?? {}) as unknown as Record<string, unknown>;
  const { image_data: file, ...fields } = raw;
  const body = parseOr422(improveRequestSchema, fields, 'body');
  const image = file === undefined ? undefined : await readImageUpload(file, 'image_data', 'image', body.image_alt_text ?? '');
  const projectId = params.id ?? '';
  const out = await improveProject({ ...deps, engine: getImprover(deps.config), blobs: getBlobs(deps.config) }, userId as string, projectId, { selector: body.selector, prompt: body.prompt, image });
  // Issue 19: the project's other open screens (another tab, the profile) hear of it at once.
  await deps.live.publish(projectId, [{ type: 'message', content: `Section improved: ${body.selector}`, project_id: projectId }]);
  return out;
});
