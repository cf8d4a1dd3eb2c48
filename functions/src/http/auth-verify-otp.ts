import { verifyOtpRequestSchema } from '@sitewright/core';
import { verifyEmail } from '@sitewright/core/accounts/verify';
import { httpHandler } from '../middleware/http-handler';

/** POST /api/auth/verify-otp {email, otp|code} ▶ {access_token, token_type} (SPEC §7). */
export const handler = httpHandler({ auth: 'none', body: verifyOtpRequestSchema }, async ({ body, deps }) => verifyEmail(deps, body));
