import { ApiError, storedToken } from '@sitewright/api-client';
import { runtimeConfig } from '../../../config/runtime';
import { saveBlob } from '../../../lib/download';
import { slugify } from '../../../lib/format';

/**
 * GET /api/project/{id}/archive ▶ application/zip, saved as `<slug>.zip`. The JSON api client can't
 * read a binary body, so this one call uses fetch with the same bearer token.
 */
export async function downloadArchive(projectId: string, businessName: string): Promise<void> {
  const token = storedToken();
  let res: Response;
  try {
    res = await fetch(`${runtimeConfig().apiBaseUrl}/api/project/${encodeURIComponent(projectId)}/archive`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, undefined, 'Network error - please check your connection and try again');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { detail?: unknown; message?: string };
    throw new ApiError(res.status, body.detail, body.message ?? `Request failed with status ${res.status}`);
  }
  saveBlob(await res.blob(), `${slugify(businessName) || 'landing-page'}.zip`);
}
