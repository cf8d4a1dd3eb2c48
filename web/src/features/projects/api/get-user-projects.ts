import type { ProjectSummary } from '@sitewright/core/schemas/project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/user/projects (SPEC §7), newest first. */
export const getUserProjects = () => api.get<{ projects: ProjectSummary[] }>('/api/user/projects').then((r) => r.projects);

export const userProjectsQuery = () => queryOptions({
  queryKey: ['user-projects'],
  queryFn: getUserProjects,
  // A project still generating changes on its own: keep the badges honest.
  refetchInterval: (q) => (q.state.data?.some((p) => p.status === 'generating') ? 3000 : false),
});

export const useUserProjects = () => useQuery(userProjectsQuery());
