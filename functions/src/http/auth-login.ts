import { loginRequestSchema } from '@sitewright/core';
import { login } from '@sitewright/core/accounts/login';
import { httpHandler } from '../middleware/http-handler';

/**
 * POST /api/auth/login ▶ {access_token, token_type}; 401, 403 (unverified), 429 (this address failed too
 * often) or 503 (the hash queue is full) (SPEC §7, §8; issue 18). The client address is the one API Gateway
 * saw (requestContext.http.sourceIp; locally the socket's peer).
 */
export const handler = httpHandler({ auth: 'none', body: loginRequestSchema }, async ({ body, deps, event }) =>
  login(deps, body, { clientAddress: event.requestContext?.http?.sourceIp ?? '' }));
