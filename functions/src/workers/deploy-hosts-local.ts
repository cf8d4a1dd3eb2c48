import { resolve } from 'node:path';
import { createLocalGitHost } from '@sitewright/deploy/local-git-host';
import { createLocalSiteHost } from '@sitewright/deploy/local-site-host';
import type { GitHost, SiteHost } from '@sitewright/deploy/ports';
import type { Config } from '../config';

/** Bare repositories under GIT_DIR, cloned over HTTP from the sites origin's /git (npm start). */
export const localGitHost = (config: Config): GitHost =>
  createLocalGitHost({ root: resolve(config.GIT_DIR), cloneBaseUrl: `${config.SITES_ORIGIN}/git` });

/** Bucket folders under BUCKETS_DIR, served on the sites origin's /live (npm start). */
export const localSiteHost = (config: Config): SiteHost =>
  createLocalSiteHost({ root: resolve(config.BUCKETS_DIR), sitesOrigin: config.SITES_ORIGIN });
