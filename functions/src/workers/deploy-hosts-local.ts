import { resolve } from 'node:path';
import { createLocalEdge } from '@sitewright/deploy/local-edge';
import { createLocalGitHost } from '@sitewright/deploy/local-git-host';
import { createLocalSiteHost } from '@sitewright/deploy/local-site-host';
import type { GitHost, SiteEdge, SiteHost } from '@sitewright/deploy/ports';
import type { Config } from '../config';

/** Bare repositories under GIT_DIR, cloned over HTTP from the sites origin's /git (npm start). */
export const localGitHost = (config: Config): GitHost =>
  createLocalGitHost({ root: resolve(config.GIT_DIR), cloneBaseUrl: `${config.SITES_ORIGIN}/git` });

/** Bucket folders under BUCKETS_DIR, served on the sites origin's /live (npm start). */
export const localSiteHost = (config: Config): SiteHost =>
  createLocalSiteHost({ root: resolve(config.BUCKETS_DIR), sitesOrigin: config.SITES_ORIGIN });

/** The edge's stand-in (issue 21 §4): each site at http://{slug}.localhost:<sites port>/, routes under EDGE_DIR. */
export const localEdge = (config: Config): SiteEdge =>
  createLocalEdge({ root: resolve(config.EDGE_DIR), sitesOrigin: config.SITES_ORIGIN });
