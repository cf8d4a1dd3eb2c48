import { deleteProject } from '@sitewright/core/projects/manage';
import { httpHandler } from '../middleware/http-handler';

/** DELETE /api/project/{id} ▶ {success} (owner only). */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => deleteProject(deps, userId as string, params.id ?? ''));
