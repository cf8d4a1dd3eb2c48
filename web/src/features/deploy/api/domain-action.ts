import type { CustomDomainView, DomainRequest } from '@sitewright/core/schemas/deployment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyDomainAnswer } from './get-management';

/**
 * POST /api/deployment/{id}/domain (issue 21 §2; one route for add, check and remove, for the stack's
 * CloudFormation resource budget) ▶ 202 {domain}. `add` serves the deployed site at a domain too (it
 * starts waiting_for_dns, records may come later), `check` looks at the DNS again now (waiting or
 * failed), `remove` stops serving it (removing, later null). 422 for a domain the server refuses; 409
 * without a live site, while another domain is set, or with nothing to check; 404. `id` is the
 * deployment's id, never the project's.
 */
export const domainAction = (deploymentId: string, body: DomainRequest) =>
  api.post<{ domain: CustomDomainView | null }>(`/api/deployment/${encodeURIComponent(deploymentId)}/domain`, body);

function useDomainAction<V>(toRequest: (v: V) => [string, DomainRequest]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => domainAction(...toRequest(v)),
    onSuccess: (r, v) => applyDomainAnswer(qc, toRequest(v)[0], r?.domain ?? null),
  });
}

export const useAddDomain = () => useDomainAction(({ deploymentId, domain }: { deploymentId: string; domain: string }) => [deploymentId, { action: 'add', domain }]);
export const useCheckDomain = () => useDomainAction((deploymentId: string) => [deploymentId, { action: 'check' }]);
export const useRemoveDomain = () => useDomainAction((deploymentId: string) => [deploymentId, { action: 'remove' }]);
