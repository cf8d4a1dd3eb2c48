import { listProjectVersions, restoreProjectVersion } from '@sitewright/core/projects/history';
import { sitegenDetailFacts } from '../adapters/sitegen-details';
import { httpHandler } from '../middleware/http-handler';

/** GET /api/project/{id}/versions ▶ {versions: [{version_id, created_at, kind, summary}]}, the current state first (issue 17 §3). Owner only. */
export const list = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  listProjectVersions(deps, userId as string, params.id ?? ''));

/**
 * POST /api/project/{id}/versions/{versionId}/restore ▶ the project as GET /api/project/{id} answers it:
 * that version becomes current, as a new version of its own (issue 17 §3). Owner only; 404 for an
 * unknown version, 409 while generating or on a concurrent change.
 */
export const restore = /* @__PURE__ */ httpHandler({ auth: 'required' }, async ({ params, userId, deps }) =>
  restoreProjectVersion({ ...deps, engine: sitegenDetailFacts }, userId as string, params.id ?? '', params.versionId ?? ''));
