import { DEPLOY_POLL_MS } from '@sitewright/core/limits';
import type { DeploymentLog } from '@sitewright/core/schemas/deployment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/deployment/{id}/progress (SPEC §3 Deployment progress). */
export interface ProgressResponse {
  success: boolean;
  progress: { currentStep: number; totalSteps: number; percentage: number; logs: DeploymentLog[]; status: string };
  deployment: { url: string | null; error_message: string | null; metadata: { github_repo: string | null; github_url: string | null } };
}

export const getProgress = (deploymentId: string) => api.get<ProgressResponse>(`/api/deployment/${encodeURIComponent(deploymentId)}/progress`);

const finished = (status: string | undefined) => status === 'deployed' || status === 'failed';

/** Polled every 2 s (SPEC §9) until the deployment is deployed or failed. */
export const progressQuery = (deploymentId: string) => queryOptions({
  queryKey: ['deployment-progress', deploymentId],
  queryFn: () => getProgress(deploymentId),
  refetchInterval: (q) => (finished(q.state.data?.progress.status) ? false : DEPLOY_POLL_MS),
});

export const useProgress = (deploymentId: string | null) =>
  useQuery({ ...progressQuery(deploymentId ?? ''), enabled: Boolean(deploymentId) });
