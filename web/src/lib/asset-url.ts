import { runtimeConfig } from '../config/runtime';

/** An uploaded file's address: the backend base address plus the path the API answered (SPEC §3 logos). */
export function apiAssetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : runtimeConfig().apiBaseUrl + path;
}

/** The preview address of a project on the sites origin (ARCHITECTURE.md "The preview runs on another origin"). */
export function siteUrl(projectId: string, query = ''): string {
  return `${runtimeConfig().sitesOrigin}/sites/${encodeURIComponent(projectId)}/${query}`;
}
