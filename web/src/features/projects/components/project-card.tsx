import type { ProjectSummary } from '@sitewright/core/schemas/project';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { SiteThumbnail } from '../../../components/site-thumbnail';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { displayDescription, displayName, displayUrl, formatDate } from '../../../lib/format';
import { useLiveChannel } from '../../live/use-live-channel';

const iconButton = 'inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-200 text-slate-600 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50';

function IconAction({ icon, label, onClick, to, busy }: { icon: IconName; label: string; onClick?(): void; to?: string; busy?: boolean }) {
  return to
    ? <Link to={to} className={iconButton} aria-label={label} title={label}><Icon name={icon} className="h-4 w-4" /></Link>
    : <button type="button" className={iconButton} aria-label={label} title={label} onClick={onClick} disabled={busy}><Icon name={icon} className="h-4 w-4" /></button>;
}

const galleryButton = 'ml-auto inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60';

/**
 * A project on the profile (SPEC §2): badges, live link and Manage, View / Duplicate / Delete, and
 * Publish to gallery for a generated project (Withdraw from gallery once it is there).
 */
export function ProjectCard({ project, onDuplicate, onDelete, onPublish, onWithdraw, duplicating, withdrawing }: {
  project: ProjectSummary; onDuplicate(): void; onDelete(): void; onPublish(): void; onWithdraw(): void; duplicating: boolean; withdrawing: boolean;
}) {
  const name = displayName(project.business_name);
  // A project still generating listens on its live channel (issue 19), so its badge turns the moment it is
  // ready or failed; the list's 3 s poll stays as the fallback.
  useLiveChannel(project.status === 'generating' ? project.id : undefined);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      {project.status === 'ready' && <SiteThumbnail projectId={project.id} className="-mx-5 -mt-5 mb-4 aspect-[8/5] rounded-t-xl border-b border-slate-200" />}
      <div className="flex flex-wrap items-center gap-2">
        {project.deployed_url ? <Badge tone="green">Deployed</Badge> : <Badge tone="gray">Not Deployed</Badge>}
        {project.status === 'generating' && <Badge tone="amber">Generating</Badge>}
        {project.status === 'failed' && <Badge tone="red">Failed</Badge>}
        {project.published && <Badge tone="blue">In gallery</Badge>}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900"><Link to={paths.preview(project.id)} className="hover:text-indigo-700">{name}</Link></h3>
      <p className="mt-1 line-clamp-2 text-sm text-slate-600">{displayDescription(project.description)}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <div className="flex gap-1"><dt>Industry:</dt><dd className="font-medium text-slate-800">{project.industry || 'general'}</dd></div>
        <div className="flex gap-1"><dt>Created</dt><dd className="font-medium text-slate-800">{formatDate(project.created_at)}</dd></div>
      </dl>
      {project.deployed_url && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <a href={project.deployed_url} target="_blank" rel="noreferrer" className="inline-flex min-w-0 items-center gap-1 font-medium text-indigo-700 hover:underline">
            <Icon name="external" className="h-4 w-4 shrink-0" /><span className="truncate">{displayUrl(project.deployed_url)}</span>
          </a>
          <Link to={paths.deployment(project.id)} className="font-semibold text-slate-800 underline-offset-2 hover:underline">Manage</Link>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <IconAction icon="eye" label={`View ${name}`} to={paths.preview(project.id)} />
        <IconAction icon="duplicate" label={`Duplicate ${name}`} onClick={onDuplicate} busy={duplicating} />
        <IconAction icon="trash" label={`Delete ${name}`} onClick={onDelete} />
        {project.published ? (
          <button type="button" className={galleryButton} onClick={onWithdraw} disabled={withdrawing} aria-label={`${withdrawing ? 'Withdrawing...' : 'Withdraw from gallery'}: ${name}`}>
            {withdrawing ? 'Withdrawing...' : 'Withdraw from gallery'}
          </button>
        ) : project.status === 'ready' && (
          <button type="button" className={galleryButton} onClick={onPublish} aria-label={`Publish to gallery: ${name}`}>
            <Icon name="globe" className="h-4 w-4" />Publish to gallery
          </button>
        )}
      </div>
    </li>
  );
}
