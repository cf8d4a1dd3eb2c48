import { DEPLOY_POLL_MS } from '@sitewright/core/limits';
import type { LiveConnectionStatus } from '../live-connection';

const dots: Record<LiveConnectionStatus, string> = {
  connected: 'bg-emerald-500',
  disconnected: 'animate-pulse bg-amber-400 motion-reduce:animate-none',
  error: 'bg-slate-400',
};

/** The indicator's text for a status; `pollMs` is how often the screen polls while the socket is down. */
export function liveIndicatorText(status: LiveConnectionStatus, pollMs: number = DEPLOY_POLL_MS): string {
  if (status === 'connected') return 'Live';
  if (status === 'disconnected') return 'Connecting…';
  return `Offline — updating every ${pollMs / 1000} s`;
}

/**
 * Whether the screen hears of changes as they happen (issue 19 §5): a dot and "Live", "Connecting…" or
 * "Offline — updating every 2 s" (the polling that stands in while the socket is down). A polite status
 * region; the raw status is in `data-live-status` (connected, disconnected, error) and the test id is `live-status`.
 */
export function LiveIndicator({ status, pollMs = DEPLOY_POLL_MS }: { status: LiveConnectionStatus; pollMs?: number }) {
  return (
    <span role="status" data-testid="live-status" data-live-status={status} className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${dots[status]}`} />
      {liveIndicatorText(status, pollMs)}
    </span>
  );
}
