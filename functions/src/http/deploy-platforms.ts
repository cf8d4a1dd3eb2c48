import { BASIC_PLATFORMS } from '@sitewright/core/deployments/use-cases';
import { tablelessHttpHandler } from '../middleware/tableless-handler';

/** GET /api/deploy/platforms ▶ {platforms}: the basic deployment options of the Deploy tab (issue 5 §6). */
export const handler = tablelessHttpHandler({ auth: 'none' }, async () => ({ platforms: BASIC_PLATFORMS }));
