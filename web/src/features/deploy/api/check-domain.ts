import type { CustomDomainView } from '@sitewright/core/schemas/deployment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyDomainAnswer } from './get-management';

/** POST /api/deployment/{id}/domain/check (issue 21 §2): look at the DNS records again now (waiting or failed); 202. */
export const checkDomain = (deploymentId: string) =>
  api.post<{ domain: CustomDomainView }>(`/api/deployment/${encodeURIComponent(deploymentId)}/domain/check`, {});

export function useCheckDomain() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: checkDomain, onSuccess: (r, deploymentId) => applyDomainAnswer(qc, deploymentId, r.domain) });
}
