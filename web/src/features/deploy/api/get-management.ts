import { DEPLOY_POLL_MS } from '@sitewright/core/limits';
import type { CustomDomainView, Deployment, DomainState } from '@sitewright/core/schemas/deployment';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/deployment/{id}/manage (SPEC §3 Management response). */
export interface Management {
  /** `domain`: the custom domain's setup (issue 21 §2); absent from a server that predates it. */
  deployment: Deployment & { domain?: CustomDomainView | null };
  project: { id: string; business_name: string; industry: string; created_at: string };
  management_options: { can_redeploy: boolean; can_delete: boolean };
  gcp_info: { github_repo: string | null; github_url: string | null };
}

/** Domain states the server's worker is still moving on by itself (issue 21 §2). */
const MOVING_DOMAIN_STATES: readonly DomainState[] = ['waiting_for_dns', 'issuing_certificate', 'removing'];

/**
 * How often to reload the page's data, in ms, or false: every 2 s while a redeploy runs or the custom
 * domain is still on its way (or on its way out), so the page follows the worker without a reload.
 */
export function managementPollMs(data: Management | undefined): number | false {
  if (!data) return false;
  const domain = data.deployment.domain;
  return data.deployment.status === 'deploying' || (domain && MOVING_DOMAIN_STATES.includes(domain.state)) ? DEPLOY_POLL_MS : false;
}

/** Accepts a deployment id or a project id (that project's latest deployment). */
export const getManagement = (id: string) =>
  api.get<{ success: boolean; management: Management }>(`/api/deployment/${encodeURIComponent(id)}/manage`).then((r) => r.management);

export const managementQuery = (id: string) => queryOptions({
  queryKey: ['deployment-manage', id],
  queryFn: () => getManagement(id),
  retry: (count, err) => count < 1 && (err as { status?: number }).status !== 404,
  refetchInterval: (q) => managementPollMs(q.state.data),
});

export const useManagement = (id: string) => useQuery(managementQuery(id));

/**
 * After a custom-domain request: shows the domain the server answered on every cached page of that
 * deployment at once (the page may be keyed by its project's id), then reloads them all.
 */
export function applyDomainAnswer(qc: QueryClient, deploymentId: string, domain: CustomDomainView | null) {
  qc.setQueriesData<Management>({ queryKey: ['deployment-manage'] }, (m) =>
    (m && m.deployment.id === deploymentId ? { ...m, deployment: { ...m.deployment, domain } } : m));
  return qc.invalidateQueries({ queryKey: ['deployment-manage'] });
}
