import type { Deployment } from '@sitewright/core/schemas/deployment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/deployment/{id}/manage (SPEC §3 Management response). */
export interface Management {
  deployment: Deployment;
  project: { id: string; business_name: string; industry: string; created_at: string };
  management_options: { can_redeploy: boolean; can_delete: boolean };
  gcp_info: { github_repo: string | null; github_url: string | null };
}

/** Accepts a deployment id or a project id (that project's latest deployment). */
export const getManagement = (id: string) =>
  api.get<{ success: boolean; management: Management }>(`/api/deployment/${encodeURIComponent(id)}/manage`).then((r) => r.management);

export const managementQuery = (id: string) => queryOptions({
  queryKey: ['deployment-manage', id],
  queryFn: () => getManagement(id),
  retry: (count, err) => count < 1 && (err as { status?: number }).status !== 404,
  // While a redeploy runs, keep the page current.
  refetchInterval: (q) => (q.state.data?.deployment.status === 'deploying' ? 2000 : false),
});

export const useManagement = (id: string) => useQuery(managementQuery(id));
