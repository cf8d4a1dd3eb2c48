import { LOGO_UPLOAD_TIMEOUT_MS } from '@sitewright/core/limits';
import { api } from '../../../lib/api';

/** POST /api/upload/logo, multipart `file`, 30 s timeout (SPEC §7, §9) ▶ {url}, a path on the API. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.request<{ url: string }>('POST', '/api/upload/logo', { form, timeoutMs: LOGO_UPLOAD_TIMEOUT_MS });
}
