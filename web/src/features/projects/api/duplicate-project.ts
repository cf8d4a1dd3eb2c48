import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/project/{id}/duplicate with an empty JSON body ▶ the new project's id (SPEC §7). */
export const duplicateProject = (id: string) => api.post<{ id: string }>(`/api/project/${encodeURIComponent(id)}/duplicate`, {});

export function useDuplicateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: duplicateProject,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['user-projects'] }),
  });
}
