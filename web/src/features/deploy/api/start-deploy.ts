import { api } from '../../../lib/api';

/** Deploy response (SPEC §3). */
export interface DeployResponse {
  success: boolean;
  deployment_id?: string;
  message?: string;
  url?: string | null;
  error?: string;
}

export type DeployRequest = { kind: 'enhanced'; customDomain?: string } | { kind: 'basic'; platform: string };

/**
 * POST /api/deploy/enhanced {project_id, platform: 'gcp', custom_domain?} (SPEC §7); the custom domain
 * is trimmed and sent only when not blank (SPEC §5). POST /api/deploy/basic {project_id, platform}
 * for a basic option.
 */
export function startDeploy(projectId: string, req: DeployRequest): Promise<DeployResponse> {
  if (req.kind === 'basic') return api.post<DeployResponse>('/api/deploy/basic', { project_id: projectId, platform: req.platform });
  const domain = req.customDomain?.trim();
  return api.post<DeployResponse>('/api/deploy/enhanced', { project_id: projectId, platform: 'gcp', ...(domain ? { custom_domain: domain } : {}) });
}
