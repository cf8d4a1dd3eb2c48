import { listProjects } from '@sitewright/core/projects/manage';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/user/projects ▶ {projects}, newest first, with deployed_url and status (SPEC §7). */
export const handler = httpHandler({ auth: 'required' }, async ({ userId, deps }) => listProjects(deps, userId as string));
