import { ApiError, errorText } from '@sitewright/api-client';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog, dangerButton } from '../../../components/ui/confirm-dialog';
import { FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { displayUrl, formatDate } from '../../../lib/format';
import { copyText } from '../../../lib/use-copy';
import { LiveIndicator } from '../../live/components/live-indicator';
import { useLiveChannel } from '../../live/use-live-channel';
import { useDeleteDeployment } from '../api/delete-deployment';
import { useManagement } from '../api/get-management';
import { useRedeploy } from '../api/redeploy';
import { CustomDomainCard } from './custom-domain-card';
import { LogLine } from './log-line';

export const DELETE_DEPLOYMENT_TEXT = 'This will delete the deployment record. The live site will remain accessible until manually removed from Google Cloud Storage.';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const statusTone = (s: string) => (s === 'deployed' ? 'green' : s === 'failed' ? 'red' : s === 'deploying' ? 'amber' : 'gray');

/** /deployment/{projectId} (SPEC §2): status, live URL, error, actions, GitHub, logs, project info, domain, quick actions. */
export function DeploymentManager({ projectId, liveUrl = null }: { projectId: string; liveUrl?: string | null }) {
  const q = useManagement(projectId);
  // The page's id may be a deployment's: the channel is the project's, known once the deployment is read.
  const live = useLiveChannel(q.data?.project.id);
  const redeploy = useRedeploy(projectId);
  const del = useDeleteDeployment();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm, setConfirm] = useState(false);

  if (q.isPending) return <div className="py-24"><Spinner size="lg" text="Loading deployment..." /></div>;
  if (q.error instanceof ApiError && q.error.status === 404) {
    return (
      <StatusScreen icon="rocket" title="No Deployment Found" text={<>
        This project hasn&apos;t been deployed yet.
        {/* After Delete Deployment the record is gone but the site stays up (SPEC §6): say so rather than contradict the profile. */}
        {liveUrl && <span className="mt-2 block">Its deployment record was deleted; the site stays live at <a href={liveUrl} target="_blank" rel="noreferrer" className="font-medium text-indigo-700 underline-offset-2 hover:underline">{displayUrl(liveUrl)}</a> until it is removed from Google Cloud Storage.</span>}
      </>}>
        <Link to={paths.preview(projectId)} className={primaryButton}>Open the project</Link>
        <Link to={paths.profile} className={secondaryButton}>Back to Profile</Link>
      </StatusScreen>
    );
  }
  if (q.isError) {
    return (
      <StatusScreen tone="error" title="Error Loading Deployment" text={errorText(q.error, 'The deployment could not be loaded.')}>
        <Link to={paths.profile} className={primaryButton}>Back to Profile</Link>
      </StatusScreen>
    );
  }
  const { deployment: d, project, management_options: can, gcp_info: gh } = q.data;
  const repo = gh.github_repo ?? d.metadata.github_repo;
  const repoUrl = gh.github_url ?? d.metadata.github_url;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to={paths.profile} className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline"><Icon name="arrowLeft" className="h-4 w-4" />Back to Profile</Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-3xl font-bold tracking-tight text-slate-900">{project.business_name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">Deployment status: <Badge tone={statusTone(d.status)}>{d.status}</Badge>
            {/* While it runs: whether its steps arrive live or by the 2 s poll (issue 19 §5). */}
            {d.status === 'deploying' && <LiveIndicator status={live.status} />}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {can.can_redeploy && (
            <button type="button" className={primaryButton} disabled={redeploy.isPending || d.status === 'deploying'} onClick={() => redeploy.mutate(d.id)}>
              <Icon name="refresh" className="h-4 w-4" />{redeploy.isPending || d.status === 'deploying' ? 'Redeploying...' : 'Redeploy'}
            </button>
          )}
          {can.can_delete && <button type="button" className={dangerButton} onClick={() => { del.reset(); setConfirm(true); }}><Icon name="trash" className="h-4 w-4" />Delete Deployment</button>}
        </div>
      </div>
      {redeploy.isError && <div className="mt-4"><FormError>{errorText(redeploy.error, 'Redeploy failed')}</FormError></div>}

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className={card} aria-labelledby="live-title">
            <h2 id="live-title" className="font-semibold text-slate-900">Live URL</h2>
            {d.url ? (
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <a href={d.url} target="_blank" rel="noreferrer" className="min-w-0 break-all font-mono text-sm text-indigo-700 hover:underline">{d.url}</a>
                <button type="button" className={`${secondaryButton} !px-2.5 !py-1.5 text-sm`} aria-label="Copy live URL"
                  onClick={() => void copyText(d.url ?? '').then(() => toast.show('URL copied to clipboard!'))}><Icon name="copy" className="h-4 w-4" /></button>
              </div>
            ) : <p className="mt-3 text-sm text-slate-600">{d.status === 'deploying' ? 'The address appears when the deployment finishes.' : 'No live address.'}</p>}
            {d.error_message && (
              <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
                <p className="font-semibold">Deployment Error</p><p className="mt-1">{d.error_message}</p>
              </div>
            )}
          </section>
          <section className={card} aria-labelledby="gh-title">
            <h2 id="gh-title" className="flex items-center gap-2 font-semibold text-slate-900"><Icon name="github" className="h-5 w-5" />GitHub Integration</h2>
            {repo ? (
              <p className="mt-3 text-sm text-slate-700">Repository: {repoUrl ? <a href={repoUrl} target="_blank" rel="noreferrer" className="break-all font-mono font-medium text-indigo-700 hover:underline">{repo}</a> : <span className="break-all font-mono">{repo}</span>}</p>
            ) : <p className="mt-3 text-sm text-slate-600">No repository for this deployment.</p>}
          </section>
          <section className={card} aria-labelledby="logs-title">
            <h2 id="logs-title" className="font-semibold text-slate-900">Deployment Logs</h2>
            {d.logs.length ? <ul className="mt-3 max-h-80 space-y-1.5 overflow-y-auto rounded-lg bg-slate-50 p-3 font-mono text-xs">{d.logs.map((l, i) => <LogLine key={i} log={l} />)}</ul>
              : <p className="mt-3 text-sm text-slate-600">No log lines yet.</p>}
          </section>
        </div>
        <div className="space-y-6">
          <section className={card} aria-labelledby="info-title">
            <h2 id="info-title" className="font-semibold text-slate-900">Project Information</h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div><dt className="text-slate-600">Business name</dt><dd className="font-medium text-slate-900">{project.business_name}</dd></div>
              <div><dt className="text-slate-600">Industry</dt><dd className="font-medium text-slate-900">{project.industry}</dd></div>
              <div><dt className="text-slate-600">Deployment ID</dt><dd className="break-all font-mono text-xs text-slate-900">{d.id}</dd></div>
              <div><dt className="text-slate-600">Created</dt><dd className="font-medium text-slate-900">{formatDate(d.created_at)}</dd></div>
            </dl>
          </section>
          <CustomDomainCard deployment={d} className={card} />
          <section className={card} aria-labelledby="qa-title">
            <h2 id="qa-title" className="font-semibold text-slate-900">Quick Actions</h2>
            <div className="mt-4 grid grid-cols-1 gap-2">
              <Link to={paths.preview(project.id)} className={`${secondaryButton} !py-2 text-sm`}><Icon name="eye" className="h-4 w-4" />View Project</Link>
              {d.url && <a href={d.url} target="_blank" rel="noreferrer" className={`${secondaryButton} !py-2 text-sm`}><Icon name="external" className="h-4 w-4" />Visit Live Site</a>}
            </div>
          </section>
        </div>
      </div>
      {confirm && (
        <ConfirmDialog title="Delete Deployment?" text={DELETE_DEPLOYMENT_TEXT} confirmLabel="Delete Deployment" onCancel={() => setConfirm(false)}
          error={del.error ? errorText(del.error, 'Could not delete the deployment') : null}
          onConfirm={async () => { await del.mutateAsync(d.id).then(() => navigate(paths.profile), () => undefined); }} />
      )}
      {toast.node}
    </div>
  );
}
