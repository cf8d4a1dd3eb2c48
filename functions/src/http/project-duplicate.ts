import { duplicateProject } from '@sitewright/core/projects/manage';
import { sitegenDetails } from '../adapters/sitegen-details';
import { httpHandler } from '../middleware/http-handler';
import { created } from '../middleware/response';

/** POST /api/project/{id}/duplicate ▶ 201 {id} of the copy (SPEC §7). */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  created(await duplicateProject({ ...deps, engine: sitegenDetails }, userId as string, params.id ?? '')));
