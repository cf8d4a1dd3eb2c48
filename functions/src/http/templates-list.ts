import { listTemplates } from '@sitewright/core/projects/publish';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/templates/public and GET /api/templates ▶ {templates}, newest first (SPEC §7). Public. */
export const handler = httpHandler({ auth: 'none' }, async ({ deps }) => listTemplates(deps));
