import { deleteDeployment, getManagement, getProgress, redeploy } from '@sitewright/core/deployments/use-cases';
import { httpHandler } from '../middleware/http-handler';
import { accepted } from '../middleware/response';

/** GET /api/deployment/{id}/progress ▶ {success, progress, deployment}; polled every 2 s (SPEC §7). */
export const progress = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => getProgress(deps, userId as string, params.id ?? ''));

/** GET /api/deployment/{id}/manage ▶ {success, management}; {id} is a deployment id or a project id (SPEC §7). */
export const manage = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => getManagement(deps, userId as string, params.id ?? ''));

/** POST /api/deployment/{id}/redeploy ▶ 202 {success, deployment_id}: one new commit, same site. */
export const redeployHandler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  accepted(await redeploy(deps, userId as string, params.id ?? '')));

/** DELETE /api/deployment/{id} ▶ {success}: the record only; the live site stays (SPEC §2). */
export const remove = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => deleteDeployment(deps, userId as string, params.id ?? ''));
