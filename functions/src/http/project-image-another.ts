import { anotherPhoto } from '@sitewright/core/projects/another-photo';
import { createImageSources } from '../adapters/images/create-image-sources';
import { createSharpProcessor } from '../adapters/images/sharp-processor';
import { createSitegenImages } from '../adapters/sitegen-images';
import { getBlobs } from '../blob-store';
import { httpHandler } from '../middleware/http-handler';

/** An image model may take most of API Gateway's 30 s; this route gives it 24 s and a stock search IMAGE_SOURCE_TIMEOUT_MS. */
const AI_BUDGET_MS = 24_000;

/**
 * POST /api/project/{id}/images/{imageId}/another ▶ {html_content, image_id, source} (issue 17 §1): the
 * next photo for that image from the configured sources (Unsplash, Pexels, an image model), placed and
 * kept as a new version. Owner only; 422 when no source is configured or none found another.
 */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  anotherPhoto({
    ...deps, engine: createSitegenImages() as Parameters<typeof anotherPhoto>[0]['engine'], blobs: getBlobs(deps.config),
    sources: createImageSources(deps.config), processor: createSharpProcessor(),
    timeoutMs: deps.config.IMAGE_SOURCE_TIMEOUT_MS, aiTimeoutMs: Math.min(AI_BUDGET_MS, deps.config.IMAGE_AI_TIMEOUT_MS),
  }, userId as string, params.id ?? '', params.imageId ?? ''));
