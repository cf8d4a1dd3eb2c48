import { getMe } from '@sitewright/core/accounts/profile';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/auth/me ▶ the current user (SPEC §7). */
export const handler = httpHandler({ auth: 'required' }, async ({ userId, deps }) => getMe(deps, userId as string));
