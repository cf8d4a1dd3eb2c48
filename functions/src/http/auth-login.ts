import { loginRequestSchema } from '@sitewright/core';
import { login } from '@sitewright/core/accounts/login';
import { httpHandler } from '../middleware/http-handler';

/** POST /api/auth/login ▶ {access_token, token_type}; 401, 403 (unverified) or 429 (SPEC §7, §8). */
export const handler = httpHandler({ auth: 'none', body: loginRequestSchema }, async ({ body, deps }) => login(deps, body));
