import { resolve } from 'node:path';
import { createLocalGitHost } from '@sitewright/deploy/local-git-host';
import { createLocalSiteHost } from '@sitewright/deploy/local-site-host';
import type { GitHost, SiteHost } from '@sitewright/deploy/ports';
import type { Config } from '../config';

/**
 * The git and site hosts the deploy worker publishes to, chosen by config: GitHub and Google Cloud
 * Storage when their credentials are set, else (npm start) bare repositories and bucket folders under
 * .data served on the sites origin. Kept out of deps.ts so only the deploy worker bundles them.
 */
export async function createDeployHosts(config: Config): Promise<{ git: GitHost; site: SiteHost }> {
  const git: GitHost = config.GITHUB_TOKEN
    ? await import('./deploy-hosts-cloud').then((m) => m.gitHubHost(config))
    : createLocalGitHost({ root: resolve(config.GIT_DIR), cloneBaseUrl: `${config.SITES_ORIGIN}/git` });
  const site: SiteHost = config.GCP_SERVICE_ACCOUNT || config.GCS_API_ENDPOINT
    ? await import('./deploy-hosts-cloud').then((m) => m.gcsHost(config))
    : createLocalSiteHost({ root: resolve(config.BUCKETS_DIR), sitesOrigin: config.SITES_ORIGIN });
  return { git, site };
}
