import { TEMPLATE_CATEGORIES } from '@sitewright/core';
import { publishProject } from '@sitewright/core/projects/publish';
import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { httpHandler } from '../middleware/http-handler';

const bodySchema = z.object({ category: z.enum(TEMPLATE_CATEGORIES) });

/** POST /api/project/{id}/publish {category} ▶ the template: puts the owner's project in the gallery (issue 4). */
export const handler = httpHandler({ auth: 'required', body: bodySchema }, async ({ body, params, userId, deps }) =>
  publishProject(deps, userId as string, params.id ?? '', body.category));
