import { readableProject } from '@sitewright/core/projects/deps';
import { BadRequestError } from '@sitewright/core';
import { NO_CONTENT } from '@sitewright/core/deployments/use-cases';
import { buildPublishFiles, siteSourceFor } from '@sitewright/deploy/bundle';
import { slugify } from '@sitewright/deploy/naming';
import { zipSync } from 'fflate';
import { getBlobs } from '../blob-store';
import { httpHandler } from '../middleware/http-handler';
import { RawResult } from '../middleware/response';

/** GET /api/project/{id}/archive ▶ application/zip of the site's files: the "Download ZIP" option (issue 5 §6). */
export const handler = httpHandler({ auth: 'required' }, async ({ params, userId, deps }) => {
  const p = await readableProject(deps, userId as string, params.id ?? '');
  if (!p.html_content) throw new BadRequestError(NO_CONTENT);
  // The owner's download has live forms, as a deploy does; a template's visitor gets the preview's.
  const formsAction = p.user_id === userId ? `${deps.config.formsUrl}/${p.id}` : undefined;
  const { repo } = buildPublishFiles(await siteSourceFor(getBlobs(deps.config), p, { formsAction }));
  const zip = zipSync(Object.fromEntries(repo.map((f) => [f.path, f.content])), { level: 6, mtime: new Date(p.updated_at) });
  return new RawResult(200, Buffer.from(zip), {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${slugify(p.business_name)}.zip"`,
    'cache-control': 'no-store',
  });
});
