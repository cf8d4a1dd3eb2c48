import { createGcsHost } from '@sitewright/deploy/gcs/gcs-host';
import { createStorage } from '@sitewright/deploy/gcs/gcs-client';
import { createGitHubHost } from '@sitewright/deploy/github/github-host';
import { createOctokit } from '@sitewright/deploy/github/github-client';
import type { GitHost, SiteHost } from '@sitewright/deploy/ports';
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
