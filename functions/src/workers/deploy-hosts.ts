import type { GitHost, SiteEdge, SiteHost } from '@sitewright/deploy/ports';
import type { Config } from '../config';

/**
 * The git and site hosts the deploy worker publishes to, chosen by config: GitHub and Google Cloud
 * Storage when their credentials are set, else (npm start) bare repositories and bucket folders under
 * .data served on the sites origin. Kept out of deps.ts so only the deploy worker bundles them.
 * The Lambda bundles define `process.env.SITEWRIGHT_LAMBDA_BUNDLE` as "true" (infra/lib/bundling.ts), so
 * esbuild drops the local hosts (isomorphic-git and friends) from them: in AWS the cloud hosts are required.
 * @throws Error naming the missing variable when a host has no configuration in a Lambda bundle.
 */
export async function createDeployHosts(config: Config): Promise<{ git: GitHost; site: SiteHost; edge?: SiteEdge }> {
  const wantsCloudSite = Boolean(config.GCP_SERVICE_ACCOUNT || config.GCS_API_ENDPOINT);
  const cloud = config.GITHUB_TOKEN || wantsCloudSite ? await import('./deploy-hosts-cloud') : undefined;
  const local = process.env.SITEWRIGHT_LAMBDA_BUNDLE === 'true' ? undefined : await import('./deploy-hosts-local');
  const missing = (name: string): never => {
    throw new Error(`${name} is not set: the deploy worker needs it in AWS (README "Secrets to fill in")`);
  };
  const git = cloud && config.GITHUB_TOKEN ? cloud.gitHubHost(config) : local ? local.localGitHost(config) : missing('GITHUB_TOKEN');
  const site = cloud && wantsCloudSite ? cloud.gcsHost(config) : local ? local.localSiteHost(config) : missing('GCP_SERVICE_ACCOUNT');
  // Issue 21: the HTTPS edge. In GCP, the load balancer when SITES_DOMAIN is set (else the buckets keep their
  // storage.googleapis.com addresses); locally each site answers at http://{slug}.localhost:<sites port>/.
  const edge = cloud && wantsCloudSite ? (config.SITES_DOMAIN ? await cloud.gcpEdge(config) : undefined)
    : local ? local.localEdge(config) : undefined;
  return { git, site, ...(edge ? { edge } : {}) };
}
