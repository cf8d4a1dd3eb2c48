import { switchProjectLayout } from '@sitewright/core/projects/layout';
import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { switchLayout } from '@sitewright/sitegen/switch-layout';
import type { SiteModel } from '@sitewright/sitegen/model';
import { httpHandler } from '../middleware/http-handler';

const bodySchema = z.object({ layout: z.union([z.literal(0), z.literal(1)]) });

/** PUT /api/project/{id}/layout {layout: 0|1} ▶ {html_content, layout}: the other layout of the site's blueprint (issue 15 §4). */
export const handler = httpHandler({ auth: 'required', body: bodySchema }, async ({ body, params, userId, deps }) =>
  switchProjectLayout({ ...deps, engine: { switchLayout: (site, layout) => switchLayout(site as SiteModel, layout) } }, userId as string, params.id ?? '', body.layout));
