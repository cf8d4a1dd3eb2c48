import { getBlobs } from '../blob-store';
import { httpHandler } from '../middleware/http-handler';
import { RawResult } from '../middleware/response';
import { imageSourceNames } from '../adapters/images/source-names';
import { siteFile } from '../sites/site-files';

/**
 * GET /sites/{id}/{file+} on the sites origin (never the app origin: ARCHITECTURE.md): a project's
 * generated files for the preview frame, never cached, framable only by the app origin. Public by
 * design, like an unlisted link: project ids are random UUIDs, and the frame cannot send a token.
 */
export const handler = httpHandler({ auth: 'none' }, async ({ params, event, deps }) => {
  const id = params.id ?? '';
  const file = params.file || 'index.html';
  const headers = {
    'cache-control': 'no-store',
    'content-security-policy': `frame-ancestors ${deps.config.APP_ORIGIN}`,
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
  };
  // A folder without its slash (/sites/{id}, a share link or a version) gets it, so the page's relative links resolve inside it.
  if ((!params.file || /^_[sv]\/[^/]+$/.test(params.file)) && !event.rawPath.endsWith('/')) {
    return new RawResult(301, '', { ...headers, location: `${event.rawPath}/${event.rawQueryString ? `?${event.rawQueryString}` : ''}` });
  }
  const project = /^prj_[0-9a-f-]{36}$/.test(id) ? await deps.projects.get(id) : null;
  const found = project ? await siteFile(project, file, { improve: event.queryStringParameters?.improve === '1', appOrigin: deps.config.APP_ORIGIN, blobs: getBlobs(deps.config), projects: deps.projects, photoSource: imageSourceNames(deps.config).length > 0 }) : null;
  if (!found) return new RawResult(404, 'Not found', { ...headers, 'content-type': 'text/plain; charset=utf-8' });
  return new RawResult(200, found.body, { ...headers, 'content-type': found.contentType });
});
