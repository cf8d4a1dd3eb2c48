import { profileUpdateRequestSchema } from '@sitewright/core';
import { updateProfile } from '@sitewright/core/accounts/profile';
import { httpHandler } from '../middleware/http-handler';

/** PUT /api/auth/profile {name, email} ▶ {message}; a new e-mail waits for its code (SPEC §7, issue 2). */
export const handler = httpHandler({ auth: 'required', body: profileUpdateRequestSchema }, async ({ body, userId, deps }) =>
  updateProfile(deps, userId as string, body));
