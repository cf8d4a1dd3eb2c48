import type { TemplateCategory } from '@sitewright/core/mappings';
import type { Template } from '@sitewright/core/schemas/template';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const publishPath = (id: string) => `/api/project/${encodeURIComponent(id)}/publish`;

/**
 * POST /api/project/{id}/publish {category} ▶ the gallery template (issue 4). The server answers 400
 * for a project that isn't generated yet and 404 for someone else's.
 */
export const publishProject = (id: string, category: TemplateCategory) => api.post<Template>(publishPath(id), { category });

/** DELETE /api/project/{id}/publish ▶ {success}: takes the project out of the gallery (issue 4). */
export const withdrawProject = (id: string) => api.delete<{ success: boolean }>(publishPath(id));

/** The profile's badges, the project itself, and every gallery list (home strip, /templates, dashboard picker). */
const refreshAfterPublishing = (qc: QueryClient, id: string) => Promise.all([
  qc.invalidateQueries({ queryKey: ['user-projects'] }),
  qc.invalidateQueries({ queryKey: ['project', id] }),
  qc.invalidateQueries({ queryKey: ['templates'] }),
]);

export function usePublishProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: { id: string; category: TemplateCategory }) => publishProject(id, category),
    onSuccess: (_t, { id }) => refreshAfterPublishing(qc, id),
  });
}

export function useWithdrawProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawProject,
    onSuccess: (_r, id) => refreshAfterPublishing(qc, id),
  });
}
