import { getProjectWithFacts } from '@sitewright/core/projects/details';
import { sitegenDetailFacts } from '../adapters/sitegen-details';
import { httpHandler } from '../middleware/http-handler';

/**
 * GET /api/project/{id} ▶ the project: the owner's, or a published template (SPEC §7, issue 4), with
 * `placeholders` and `detail_sections` (issue 16 §1).
 */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  getProjectWithFacts({ ...deps, engine: sitegenDetailFacts }, userId as string, params.id ?? ''));
