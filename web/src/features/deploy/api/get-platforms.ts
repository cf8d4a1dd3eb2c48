import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A basic deployment option: `deploy` runs the pipeline on that host, `download` saves the files. */
export interface DeployPlatform {
  id: string;
  name: string;
  description: string;
  kind: 'deploy' | 'download';
}

/** GET /api/deploy/platforms: the "Basic Deployment Options" list (SPEC §2). */
export const getPlatforms = () => api.get<{ platforms: DeployPlatform[] }>('/api/deploy/platforms').then((r) => r.platforms);

export const platformsQuery = () => queryOptions({ queryKey: ['deploy-platforms'], queryFn: getPlatforms, staleTime: 60 * 60 * 1000 });
export const usePlatforms = () => useQuery(platformsQuery());
