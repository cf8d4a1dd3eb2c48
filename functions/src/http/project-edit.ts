import { editProject } from '@sitewright/core/projects/edit';
import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { editSite, type SiteEdit } from '@sitewright/sitegen/edit-site';
import type { SiteModel } from '@sitewright/sitegen/model';
import { httpHandler } from '../middleware/http-handler';

/** The edit's shape is checked by `editSite` (one message per bad field); here only the envelope. */
const bodySchema = z.object({
  version: z.number().check(z.int(), z.minimum(1)),
  edit: z.looseObject({ op: z.string().check(z.maxLength(20)) }),
});

/**
 * POST /api/project/{id}/edits {version, edit} ▶ {version, summary, html_content} (issue 17 §1–2): a text
 * edited in place in the preview, or a section tool (move, duplicate, delete, variant, add). 409 when
 * `version` is not current, 422 for an edit that does not fit the site. No AI provider involved.
 */
export const handler = httpHandler({ auth: 'required', body: bodySchema }, async ({ body, params, userId, deps }) =>
  editProject({ ...deps, engine: { edit: (site, edit, brief) => editSite(site as SiteModel, edit as SiteEdit, brief) } },
    userId as string, params.id ?? '', body as { version: number; edit: { op: string } & Record<string, unknown> }));
