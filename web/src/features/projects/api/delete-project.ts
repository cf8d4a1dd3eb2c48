import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/project/{id} (SPEC §7); the list reloads after it (SPEC §4). */
export const deleteProject = (id: string) => api.delete<{ success: boolean }>(`/api/project/${encodeURIComponent(id)}`);

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: ['project', id] });
      return qc.invalidateQueries({ queryKey: ['user-projects'] });
    },
  });
}
