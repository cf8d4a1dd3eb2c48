import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/deployment/{id}/redeploy with an empty body (SPEC §7); the page data reloads after it (SPEC §4). */
export const redeploy = (deploymentId: string) =>
  api.post<{ success: boolean; deployment_id?: string }>(`/api/deployment/${encodeURIComponent(deploymentId)}/redeploy`, {});

export function useRedeploy(manageKey: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: redeploy, onSuccess: () => qc.invalidateQueries({ queryKey: ['deployment-manage', manageKey] }) });
}
