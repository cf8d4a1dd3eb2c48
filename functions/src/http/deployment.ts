import { checkDomainNow, removeDomain, requestDomain } from '@sitewright/core/deployments/domains';
import { deleteDeployment, getManagement, getProgress, redeploy } from '@sitewright/core/deployments/use-cases';
import { domainRequestSchema } from '@sitewright/core/schemas/deployment';
import { httpHandler } from '../middleware/http-handler';
import { accepted } from '../middleware/response';

/** GET /api/deployment/{id}/progress ▶ {success, progress, deployment}; polled every 2 s (SPEC §7). */
export const progress = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => getProgress(deps, userId as string, params.id ?? ''));

/** GET /api/deployment/{id}/manage ▶ {success, management}; {id} is a deployment id or a project id (SPEC §7). */
export const manage = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => getManagement(deps, userId as string, params.id ?? ''));

/** POST /api/deployment/{id}/redeploy ▶ 202 {success, deployment_id}: one new commit, same site. */
export const redeployHandler = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  accepted(await redeploy(deps, userId as string, params.id ?? '')));

/** DELETE /api/deployment/{id} ▶ {success}: the record only; the live site stays (SPEC §2). */
export const remove = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => deleteDeployment(deps, userId as string, params.id ?? ''));

/**
 * POST /api/deployment/{id}/domain ▶ 202 {domain} (issue 21 §2): `{action: 'add', domain}` serves the site at a
 * custom domain too (waiting_for_dns ▶ issuing_certificate ▶ active, or failed with a reason), `{action: 'check'}`
 * checks its DNS again now, `{action: 'remove'}` stops serving it. 409 without a live site or while another
 * domain is set; 422 for a bad domain.
 */
export const domain = /* @__PURE__ */ httpHandler({ auth: 'required', body: domainRequestSchema }, async ({ params, userId, body, deps }) => {
  const id = params.id ?? '';
  const out = body.action === 'add' ? await requestDomain(deps, userId as string, id, body.domain)
    : body.action === 'check' ? await checkDomainNow(deps, userId as string, id)
      : await removeDomain(deps, userId as string, id);
  return accepted(out);
});
