import { createShareLink, getShareLink, revokeShareLink } from '@sitewright/core/projects/share';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/project/{id}/share ▶ {share_url, created_at} (issue 17 §5); share_url null while sharing is off. Owner only. */
export const get = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  getShareLink(deps, userId as string, params.id ?? '', deps.config.SITES_ORIGIN));

/** POST /api/project/{id}/share ▶ {share_url, created_at}: a read-only link a signed-out person can open. Owner only. */
export const create = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  createShareLink(deps, userId as string, params.id ?? '', deps.config.SITES_ORIGIN));

/** DELETE /api/project/{id}/share ▶ {share_url: null}: the link stops working at once. Owner only. */
export const revoke = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  revokeShareLink(deps, userId as string, params.id ?? ''));
