import { getProject } from '@sitewright/core/projects/manage';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/project/{id} ▶ the project: the owner's, or a published template (SPEC §7, issue 4). */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => getProject(deps, userId as string, params.id ?? ''));
