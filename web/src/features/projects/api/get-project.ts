import type { Project } from '@sitewright/core/schemas/project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** While a project is generating, its page is polled this often (issue 6: "every ~1.5 s"). */
export const GENERATION_POLL_MS = 1500;

/** GET /api/project/{id} (SPEC §7). */
export const getProject = (id: string) => api.get<Project>(`/api/project/${encodeURIComponent(id)}`);

export const projectQuery = (id: string) => queryOptions({
  queryKey: ['project', id],
  queryFn: () => getProject(id),
  // A 401/404 is an answer, not a hiccup: don't retry those.
  retry: (count, err) => count < 1 && ![401, 403, 404].includes((err as { status?: number }).status ?? 0),
  refetchInterval: (q) => (q.state.data?.status === 'generating' ? GENERATION_POLL_MS : false),
});

/** The project, polled while it is `generating` (ARCHITECTURE.md "Generation is a job"). */
export const useProject = (id: string) => useQuery(projectQuery(id));
