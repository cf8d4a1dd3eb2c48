import { emailRequestSchema } from '@sitewright/core';
import { requestCode } from '@sitewright/core/accounts/request-code';
import { httpHandler } from '../middleware/http-handler';

/** POST /api/auth/resend-otp ▶ {message}: sends a new code after the 120 s cooldown (SPEC §7, §9). */
export const handler = httpHandler({ auth: 'none', body: emailRequestSchema }, async ({ body, deps }) => requestCode(deps, body));
