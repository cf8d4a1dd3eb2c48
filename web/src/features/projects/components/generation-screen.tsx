import type { Project } from '@sitewright/core/schemas/project';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { LiveIndicator } from '../../live/components/live-indicator';
import { useLiveChannel } from '../../live/use-live-channel';
import { GENERATION_POLL_MS } from '../api/get-project';

/**
 * The preview of a project still `generating` (SPEC §2 'Assembling your website'): the overlay, the
 * generation's stage and percentage as the live channel tells them (issue 19 §5), and whether it is live.
 * The project query keeps polling underneath; a `ready` or `failed` status refetches it at once.
 */
export function GenerationScreen({ project }: { project: Pick<Project, 'id' | 'business_name'> }) {
  const live = useLiveChannel(project.id);
  const progress = live.progress;
  return (
    <LoadingOverlay detail={`Writing, designing and coding ${project.business_name}. This usually takes a few seconds.`}>
      {progress && (
        <div className="w-full max-w-xs">
          <div role="progressbar" aria-label="Generation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.value} aria-valuetext={`${progress.value}%: ${progress.message}`}
            className="h-2 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full rounded-full bg-indigo-600 transition-all duration-500 motion-reduce:transition-none" style={{ width: `${progress.value}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-700">{progress.message}</p>
        </div>
      )}
      <LiveIndicator status={live.status} pollMs={GENERATION_POLL_MS} />
    </LoadingOverlay>
  );
}
