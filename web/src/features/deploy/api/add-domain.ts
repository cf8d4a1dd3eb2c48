import type { CustomDomainView } from '@sitewright/core/schemas/deployment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyDomainAnswer } from './get-management';

/**
 * PUT /api/deployment/{id}/domain (issue 21 §2): serve the deployed site at `domain` too. Answers 202
 * with the domain waiting for DNS; 422 for a domain name the server refuses, 409 when the deployment has
 * no live site yet or already has a domain, 404.
 */
export const addDomain = ({ deploymentId, domain }: { deploymentId: string; domain: string }) =>
  api.put<{ domain: CustomDomainView }>(`/api/deployment/${encodeURIComponent(deploymentId)}/domain`, { domain });

export function useAddDomain() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addDomain, onSuccess: (r, v) => applyDomainAnswer(qc, v.deploymentId, r.domain) });
}
