import { startImageUpload } from '@sitewright/core/projects/image-upload';
import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { createSitegenImages } from '../adapters/sitegen-images';
import { httpHandler } from '../middleware/http-handler';
import { getUploadSigner } from '../upload-signer';

const bodySchema = z.object({ size: z.number(), content_type: z.string().check(z.maxLength(100)) });

/**
 * POST /api/project/{id}/images/{imageId}/upload {size, content_type} ▶ {upload_url, method, headers,
 * upload_key, max_bytes, expires_in} (issue 15 §1): where to PUT a photo of up to 10 MB; then
 * PUT /api/project/{id}/images/{imageId} {upload_key, alt} places it. Owner only.
 */
export const handler = httpHandler({ auth: 'required', body: bodySchema }, async ({ body, params, userId, deps }) =>
  startImageUpload({ ...deps, engine: createSitegenImages(), signer: getUploadSigner(deps.config) }, userId as string, params.id ?? '', params.imageId ?? '', body));
