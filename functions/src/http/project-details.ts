import { getProjectDetails, putProjectDetails } from '@sitewright/core/projects/details';
import { businessDetailsSchema } from '@sitewright/core/schemas/details';
import { sitegenDetails } from '../adapters/sitegen-details';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/project/{id}/details ▶ the owner's business details, `{}` when none (issue 16 §1). */
export const get = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  getProjectDetails(deps, userId as string, params.id ?? ''));

/**
 * PUT /api/project/{id}/details {the whole details object} ▶ {details, html_content, placeholders}.
 * 422 names each bad field (email, phone, HH:MM times, decimal amounts, ISO 4217 currencies, unknown sections).
 */
export const put = /* @__PURE__ */ httpHandler({ auth: 'required', body: businessDetailsSchema }, async ({ body, params, userId, deps }) =>
  putProjectDetails({ ...deps, engine: sitegenDetails }, userId as string, params.id ?? '', body));
