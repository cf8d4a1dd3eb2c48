import { deployRequestSchema } from '@sitewright/core';
import { startDeployment } from '@sitewright/core/deployments/use-cases';
import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { httpHandler } from '../middleware/http-handler';
import { accepted } from '../middleware/response';

const basicSchema = z.extend(deployRequestSchema, { platform: z._default(z.string(), 'gcs') });

/** POST /api/deploy/enhanced {project_id, platform = "gcp", custom_domain?} ▶ 202 {success, deployment_id, message, url} (SPEC §7). */
export const enhanced = /* @__PURE__ */ httpHandler({ auth: 'required', body: deployRequestSchema }, async ({ body, userId, deps }) =>
  accepted(await startDeployment(deps, userId as string, body, 'enhanced')));

/** POST /api/deploy/basic {project_id, platform = "gcs"} ▶ 202, the same pipeline without a repository (SPEC §2 basic options). */
export const basic = /* @__PURE__ */ httpHandler({ auth: 'required', body: basicSchema }, async ({ body, userId, deps }) =>
  accepted(await startDeployment(deps, userId as string, { ...body, custom_domain: undefined }, 'basic')));
