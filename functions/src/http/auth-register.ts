import { registerRequestSchema } from '@sitewright/core';
import { register } from '@sitewright/core/accounts/register';
import { httpHandler } from '../middleware/http-handler';
import { created } from '../middleware/response';

/** POST /api/auth/register ▶ 201 {message}; a code goes to the address (SPEC §7). */
export const handler = httpHandler({ auth: 'none', body: registerRequestSchema }, async ({ body, deps }) =>
  created(await register(deps, body)));
