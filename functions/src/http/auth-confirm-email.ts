import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { confirmEmailChange } from '@sitewright/core/accounts/profile';
import { httpHandler } from '../middleware/http-handler';

const bodySchema = z.object({ otp: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'must be 6 digits')) });

/** POST /api/auth/confirm-email {otp} ▶ the user with the new e-mail applied (issue 2). */
export const handler = httpHandler({ auth: 'required', body: bodySchema }, async ({ body, userId, deps }) =>
  confirmEmailChange(deps, userId as string, body.otp));
