import { DEPLOY_LOG_LINES_SHOWN, DEPLOY_STEPS } from '@sitewright/core/limits';
import { DEPLOY_STEP_NAMES } from '@sitewright/core/schemas/deployment';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { ProgressResponse } from '../api/get-progress';
import { RETRY_LIMIT } from '../hooks/use-deploy-flow';
import { LogLine } from './log-line';

/**
 * The Deployment Status card (SPEC §2, §4): the five steps (done when currentStep ≥ n, a spinner on
 * the one running, the GitHub ones skipped in a basic deployment), a progress bar, the last 3 log lines, the result, retries with attempts left,
 * and Close.
 */
export function DeployStatusCard({ projectId, progress, error, starting, attemptsLeft, retryable = true, basic = false, live, onRetry, onClose }: {
  projectId: string; progress?: ProgressResponse; error: string | null; starting: boolean; attemptsLeft: number;
  /** The live channel's indicator, shown while the deployment runs (once it has ended there is nothing to follow). */
  live?: ReactNode;
  /** A basic deployment has no repository: its GitHub steps show as skipped, never as done (issue 17 §5). */
  basic?: boolean;
  /** False for a refusal that a retry would only meet again (no content, not the owner, a bad domain): no Retry then. */
  retryable?: boolean; onRetry(): void; onClose(): void;
}) {
  const p = progress?.progress;
  const status = error ? 'failed' : (p?.status ?? 'deploying');
  const current = p?.currentStep ?? 0;
  const pct = Math.max(0, Math.min(100, Math.round(p?.percentage ?? (current / DEPLOY_STEPS) * 100)));
  const logs = (p?.logs ?? []).slice(-DEPLOY_LOG_LINES_SHOWN);
  const url = progress?.deployment.url;
  const repo = progress?.deployment.metadata;
  return (
    <section aria-labelledby="deploy-status-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="deploy-status-title" className="text-lg font-semibold text-slate-900">Deployment Status</h2>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {status === 'deployed' ? 'Deployed' : status === 'failed' ? 'Failed' : starting ? 'Starting deployment...' : `Deploying... ${pct}%`}
          </p>
          {live && status === 'deploying' && <div className="mt-1.5">{live}</div>}
        </div>
        <button type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm`} onClick={onClose} disabled={status === 'deploying' && !error}>Close</button>
      </div>
      {!error || p ? <>
        <div role="progressbar" aria-label="Deployment progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
          <div className={`h-full rounded-full transition-all duration-500 motion-reduce:transition-none ${status === 'failed' ? 'bg-red-500' : status === 'deployed' ? 'bg-emerald-500' : 'bg-indigo-600'}`} style={{ width: `${pct}%` }} />
        </div>
        <ol className="mt-5 space-y-2.5">
          {DEPLOY_STEP_NAMES.map((name, i) => {
            const n = i + 1;
            const skipped = basic && name.includes('GitHub');
            const done = !skipped && current >= n;
            // The step running is the first one after `current` that is not skipped.
            const next = DEPLOY_STEP_NAMES.findIndex((x, k) => k + 1 > current && !(basic && x.includes('GitHub'))) + 1;
            const running = !done && !skipped && status === 'deploying' && n === next;
            return (
              <li key={name} className="flex items-center gap-3 text-sm">
                <span className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${done ? 'bg-emerald-100 text-emerald-700' : running ? 'text-indigo-600' : 'bg-slate-100 text-slate-500'}`}>
                  {skipped ? <span aria-hidden="true" className="text-xs font-semibold">–</span> : done ? <Icon name="check" className="h-4 w-4" /> : running
                    ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-reduce:animate-none" />
                    : <span className="text-xs font-semibold">{n}</span>}
                </span>
                <span className={done ? 'text-slate-900' : skipped ? 'text-slate-500 line-through' : 'text-slate-600'}>{name}</span>
                {skipped ? <span className="text-xs text-slate-600">(skipped: no repository in a basic deployment)</span>
                  : <span className="sr-only">{done ? '(done)' : running ? '(in progress)' : '(pending)'}</span>}
              </li>
            );
          })}
        </ol>
        {logs.length > 0 && (
          <ul aria-label="Latest log lines" aria-live="polite" className="mt-5 space-y-1 rounded-lg bg-slate-950 p-3 font-mono text-xs">
            {logs.map((l, i) => <LogLine key={`${l.timestamp}-${i}`} log={l} dark />)}
          </ul>
        )}
      </> : null}
      {status === 'deployed' && (
        <div className="mt-5 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">Your site is live.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {url && <a href={url} target="_blank" rel="noreferrer" className={`${primaryButton} !py-1.5 text-sm`}><Icon name="external" className="h-4 w-4" />Open live site</a>}
            {repo?.github_url && <a href={repo.github_url} target="_blank" rel="noreferrer" className={`${secondaryButton} !py-1.5 text-sm`}><Icon name="github" className="h-4 w-4" />{repo.github_repo ?? 'Repository'}</a>}
            <Link to={paths.deployment(projectId)} className={`${secondaryButton} !py-1.5 text-sm`}>Manage deployment</Link>
          </div>
        </div>
      )}
      {status === 'failed' && (
        <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{error ?? 'Deployment failed'}</p>
          {!retryable ? null : attemptsLeft > 0
            ? <button type="button" className={`${secondaryButton} mt-3 !py-1.5 text-sm`} onClick={onRetry}>
                <Icon name="refresh" className="h-4 w-4" />Retry ({attemptsLeft} {attemptsLeft === 1 ? 'attempt' : 'attempts'} left)
              </button>
            : <p className="mt-2">{RETRY_LIMIT}</p>}
        </div>
      )}
    </section>
  );
}
