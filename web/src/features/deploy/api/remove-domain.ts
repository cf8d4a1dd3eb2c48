import type { CustomDomainView } from '@sitewright/core/schemas/deployment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyDomainAnswer } from './get-management';

/** DELETE /api/deployment/{id}/domain (issue 21 §2): stop serving the custom domain; 202 with it `removing`, later gone. */
export const removeDomain = (deploymentId: string) =>
  api.delete<{ domain: CustomDomainView | null }>(`/api/deployment/${encodeURIComponent(deploymentId)}/domain`);

export function useRemoveDomain() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeDomain, onSuccess: (r, deploymentId) => applyDomainAnswer(qc, deploymentId, r?.domain ?? null) });
}
