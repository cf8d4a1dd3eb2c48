import { listMessages } from '@sitewright/core/forms/submit';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/project/{id}/messages ▶ {messages: [{id, form, fields, received_at}]} newest first; owner only (issue 16 §2). */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  listMessages(deps, userId as string, params.id ?? ''));
