import { createGcsHost } from '@sitewright/deploy/gcs/gcs-host';
import { createStorage } from '@sitewright/deploy/gcs/gcs-client';
import { createGitHubHost } from '@sitewright/deploy/github/github-host';
import { createOctokit } from '@sitewright/deploy/github/github-client';
import type { GitHost, SiteEdge, SiteHost } from '@sitewright/deploy/ports';
import type { Config } from '../config';

/** GitHub via @octokit/rest (git data API), under GITHUB_OWNER (issue 5 §3). */
export const gitHubHost = (config: Config): GitHost =>
  createGitHubHost(createOctokit({ token: config.GITHUB_TOKEN as string, baseUrl: config.GITHUB_API_URL }), {
    owner: config.GITHUB_OWNER, ownerType: config.GITHUB_OWNER_TYPE,
  });

/** Google Cloud Storage via @google-cloud/storage (issue 5 §4). */
export const gcsHost = (config: Config): SiteHost =>
  createGcsHost(createStorage({ credentialsJson: config.GCP_SERVICE_ACCOUNT, projectId: config.GCP_PROJECT_ID, apiEndpoint: config.GCS_API_ENDPOINT }), {
    projectId: config.GCP_PROJECT_ID, location: config.GCS_LOCATION, bucketPrefix: config.GCS_BUCKET_PREFIX,
  });

/**
 * The HTTPS edge in GCP (issue 21 §1): the global external Application Load Balancer's shared URL map and
 * certificate map, through @google-cloud/compute and @google-cloud/certificate-manager. Loaded only when
 * SITES_DOMAIN is set (the Google Cloud clients are large: about 6 MB of the deploy worker's bundle).
 */
export async function gcpEdge(config: Config): Promise<SiteEdge> {
  const [{ createGcpEdge }, { createGcpEdgeClients }] = await Promise.all([import('@sitewright/deploy/edge/gcp-edge'), import('@sitewright/deploy/edge/gcp-edge-clients')]);
  const clients = createGcpEdgeClients({ credentialsJson: config.GCP_SERVICE_ACCOUNT, projectId: config.GCP_PROJECT_ID, apiEndpoint: config.GCP_EDGE_API_ENDPOINT });
  return createGcpEdge(clients, {
    projectId: config.GCP_PROJECT_ID as string, sitesDomain: config.SITES_DOMAIN as string,
    urlMap: config.GCP_URL_MAP as string, certificateMap: config.GCP_CERTIFICATE_MAP as string, bucketPrefix: config.GCS_BUCKET_PREFIX,
  });
}
