import { BASIC_PLATFORMS } from '@sitewright/core/deployments/use-cases';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/deploy/platforms ▶ {platforms}: the basic deployment options of the Deploy tab (issue 5 §6). */
export const handler = httpHandler({ auth: 'none' }, async () => ({ platforms: BASIC_PLATFORMS }));
