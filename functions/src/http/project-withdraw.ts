import { withdrawProject } from '@sitewright/core/projects/publish';
import { httpHandler } from '../middleware/http-handler';

/** DELETE /api/project/{id}/publish ▶ {success}: takes the owner's project out of the gallery (issue 4). */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => withdrawProject(deps, userId as string, params.id ?? ''));
