/**
 * A host name as this package compares it: trimmed, lower case, without a `:port` (an HTTP Host header)
 * or the root's trailing dot (DNS answers, "www.example.com."). DNS names never contain `:`.
 */
export const hostName = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.+$/, '');

/** URL- and bucket-safe slug of a business name: a-z, 0-9 and single dashes, at most `max` characters. */
export function slugify(name: string, max = 40): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
  return s || 'site';
}

/** First 6 hex characters of a project id (`prj_<uuid>`), to keep names unique per project. */
export const shortId = (projectId: string) => projectId.replace(/^prj_/, '').replace(/[^a-f0-9]/gi, '').slice(0, 6).toLowerCase();

/** Repository name and bucket base for a project: business-name slug plus a short id (issue 5). */
export const siteBaseName = (businessName: string, projectId: string) => `${slugify(businessName)}-${shortId(projectId)}`;

/**
 * The site name of a deployment: the one its first deploy recorded (`steps.site`), so that renaming the
 * business does not move the site to a new address; before any deploy, `siteBaseName` of the business
 * name (`undefined`: the project is gone, 'site').
 */
export const deploymentSiteName = (d: { project_id: string; steps: { site?: string } }, businessName: string | undefined) =>
  d.steps.site ?? siteBaseName(businessName ?? 'site', d.project_id);
