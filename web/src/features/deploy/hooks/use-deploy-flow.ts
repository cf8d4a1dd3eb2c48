import { ApiError, errorText } from '@sitewright/api-client';
import { DEPLOY_MAX_RETRIES } from '@sitewright/core/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { getManagement } from '../api/get-management';
import { useProgress } from '../api/get-progress';
import { startDeploy, type DeployRequest } from '../api/start-deploy';

export const NO_CONTENT = 'This project has no content to deploy. Please generate the landing page first.';
export const NETWORK_FAILED = 'Deployment failed due to a network error. Please try again.';
export const RETRY_LIMIT = 'Maximum retry attempts reached. Please try again later or contact support.';

/** The text for a deploy that could not start (SPEC §8 Deploy). */
export function deployStartError(err: unknown, kind: DeployRequest['kind']): string {
  if (err instanceof ApiError && err.status === 0) return NETWORK_FAILED;
  return errorText(err, kind === 'enhanced' ? 'Enhanced deployment failed' : 'Deployment failed');
}

/** The id of the project's latest deployment when it is still running, else null (GET manage with the project id). */
async function runningDeployment(projectId: string): Promise<string | null> {
  try {
    const { deployment } = await getManagement(projectId);
    return deployment.status === 'deploying' ? deployment.id : null;
  } catch {
    return null;
  }
}

/**
 * One deployment run on the Deploy tab (SPEC §4 Enhanced deploy): start ▶ poll progress every 2 s ▶
 * deployed or failed; up to 3 retries of the same request, then the retry-limit message. When a deploy
 * of the project is already running, the tab follows it.
 */
export function useDeployFlow(projectId: string, hasContent: boolean) {
  const qc = useQueryClient();
  const [deploymentId, setDeploymentId] = useState<string | null>(null);
  const [request, setRequest] = useState<DeployRequest | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  // Whether trying again can help: a network error, a 5xx or a failed run can; a refusal (no content,
  // not the owner, a bad custom domain) only meets the same answer again.
  const [retryable, setRetryable] = useState(true);
  const [starting, setStarting] = useState(false);
  const [retries, setRetries] = useState(0);
  const progress = useProgress(deploymentId);
  const status = progress.data?.progress.status;

  useEffect(() => {
    if (status === 'deployed') {
      void qc.invalidateQueries({ queryKey: ['project', projectId] });
      void qc.invalidateQueries({ queryKey: ['user-projects'] });
    }
  }, [status, projectId, qc]);

  const run = useCallback(async (req: DeployRequest) => {
    setRequest(req);
    setStartError(null);
    setRetryable(true);
    setDeploymentId(null);
    if (!hasContent) {
      setRetryable(false);
      return setStartError(NO_CONTENT);
    }
    setStarting(true);
    try {
      const res = await startDeploy(projectId, req);
      if (!res.success || !res.deployment_id) throw new Error(res.error ?? res.message ?? '');
      setDeploymentId(res.deployment_id);
    } catch (err) {
      // A deploy of this project is already running (409, e.g. the worker retrying it): follow that one
      // rather than show a failure whose retries can only meet the same 409.
      const running = err instanceof ApiError && err.status === 409 ? await runningDeployment(projectId) : null;
      if (running) setDeploymentId(running);
      else {
        setRetryable(!(err instanceof ApiError) || err.status === 0 || err.status >= 500);
        setStartError(deployStartError(err, req.kind));
      }
    } finally {
      setStarting(false);
    }
  }, [projectId, hasContent]);

  const failed = Boolean(startError) || status === 'failed';
  return {
    request, deploymentId, progress: progress.data, starting,
    running: starting || status === 'deploying' || (Boolean(deploymentId) && !progress.data),
    error: startError ?? (status === 'failed' ? progress.data?.deployment.error_message || 'Deployment failed' : null),
    failed,
    retryable,
    attemptsLeft: DEPLOY_MAX_RETRIES - retries,
    start: (req: DeployRequest) => { setRetries(0); return run(req); },
    retry: () => {
      if (!request || retries >= DEPLOY_MAX_RETRIES) return;
      setRetries((r) => r + 1);
      return run(request);
    },
    close: () => { setDeploymentId(null); setStartError(null); setRequest(null); },
  };
}
