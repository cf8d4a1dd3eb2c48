import { DEPLOY_STEPS } from '@sitewright/core/limits';
import { DEPLOYMENT_STATUSES, type DeploymentStatus } from '@sitewright/core/schemas/deployment';
import type { LiveMessage } from '@sitewright/core/schemas/live';
import type { QueryClient } from '@tanstack/react-query';
import type { Management } from '../deploy/api/get-management';
import { progressQuery, type ProgressResponse } from '../deploy/api/get-progress';
import { projectQuery } from '../projects/api/get-project';
import { userProjectsQuery } from '../projects/api/get-user-projects';

const MANAGE = ['deployment-manage'] as const;

/**
 * Puts one live message into the TanStack Query cache (issue 19 §5), so the screens showing it change at
 * once; the 2 s polls stay the source of truth and overwrite whatever is set here (and when no poll has
 * answered, the socket's messages alone move the checklist).
 * - a deployment's progress: currentStep (value ÷ 20) and percentage of its progress, current_step of its management;
 * - a deployment's log line: its progress and management are refetched. Not appended: the server records a
 *   line before it sends it, so a poll may already hold it, and only a fetch brings its level and time;
 * - a deployment's status: set, except `failed` (its reason comes only with the fetch, and the alert should
 *   say it once); then its progress, the management pages, the profile's badges and (deployed) the project's live address are refetched;
 * - a project's status (generating, ready, failed): the project and the profile's list are refetched (a
 *   ready project's content comes only with the fetch).
 */
export function applyLiveMessage(qc: QueryClient, m: LiveMessage): void {
  if (m.deployment_id) return applyDeploymentMessage(qc, m, m.deployment_id);
  if (m.type === 'status') {
    void qc.invalidateQueries({ queryKey: projectQuery(m.project_id).queryKey });
    void qc.invalidateQueries({ queryKey: userProjectsQuery().queryKey });
  }
}

/**
 * The progress as the socket knows it, when no poll has answered yet (the first poll failed, or has not
 * come back): the checklist then moves on the socket's word alone.
 */
const fromSocket = (old: ProgressResponse | undefined): ProgressResponse => old ?? {
  success: true,
  progress: { currentStep: 0, totalSteps: DEPLOY_STEPS, percentage: 0, logs: [], status: 'deploying' },
  deployment: { url: null, error_message: null, metadata: { github_repo: null, github_url: null } },
};

function applyDeploymentMessage(qc: QueryClient, m: LiveMessage, deploymentId: string) {
  const progressKey = progressQuery(deploymentId).queryKey;
  const patchManagement = (patch: Partial<Management['deployment']>) =>
    qc.setQueriesData<Management>({ queryKey: MANAGE }, (old) =>
      old?.deployment.id === deploymentId ? { ...old, deployment: { ...old.deployment, ...patch } } : old);
  if (m.type === 'progress') {
    const percentage = Math.max(0, Math.min(100, m.value));
    const currentStep = Math.round((percentage * DEPLOY_STEPS) / 100);
    qc.setQueryData(progressKey, (old) => { const p = fromSocket(old); return { ...p, progress: { ...p.progress, currentStep, percentage } }; });
    patchManagement({ current_step: currentStep });
  } else if (m.type === 'message') {
    void qc.invalidateQueries({ queryKey: progressKey });
    void qc.invalidateQueries({ queryKey: MANAGE, predicate: (q) => (q.state.data as Management | undefined)?.deployment.id === deploymentId });
  } else {
    if (m.value !== 'failed') {
      qc.setQueryData(progressKey, (old) => { const p = fromSocket(old); return { ...p, progress: { ...p.progress, status: m.value } }; });
      if ((DEPLOYMENT_STATUSES as readonly string[]).includes(m.value)) patchManagement({ status: m.value as DeploymentStatus });
    }
    void qc.invalidateQueries({ queryKey: progressKey });
    // Every management page: one keyed by project id may not hold this deployment yet (a first deploy).
    void qc.invalidateQueries({ queryKey: MANAGE });
    void qc.invalidateQueries({ queryKey: userProjectsQuery().queryKey });
    if (m.value === 'deployed') void qc.invalidateQueries({ queryKey: projectQuery(m.project_id).queryKey });
  }
}
