import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/deployment/{id} (SPEC §7); the caller then goes to /profile (SPEC §4). */
export const deleteDeployment = (deploymentId: string) => api.delete<{ success: boolean }>(`/api/deployment/${encodeURIComponent(deploymentId)}`);

export function useDeleteDeployment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDeployment,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['user-projects'] }), qc.invalidateQueries({ queryKey: ['deployment-manage'] })]),
  });
}
