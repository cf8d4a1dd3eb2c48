import { emailRequestSchema } from '@sitewright/core';
import { requestCode } from '@sitewright/core/accounts/request-code';
import { httpHandler } from '../middleware/http-handler';

/** POST /api/auth/request-otp ▶ {message}: sends a verification code (login flow, SPEC §7). */
export const handler = httpHandler({ auth: 'none', body: emailRequestSchema }, async ({ body, deps }) => requestCode(deps, body));
