import { ApiError } from '@sitewright/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../../lib/use-runtime-config';
import { createLiveTicket } from './api/create-ticket';
import { applyLiveMessage } from './apply-live-message';
import { openLiveConnection, type LiveConnectionStatus } from './live-connection';
import { liveSocketBase, liveSocketUrl } from './socket-url';

/** What a screen reads from its project's live channel. */
export interface LiveChannel {
  /** The connection (SPEC §3): 'connected' while the socket is open, 'disconnected' while (re)connecting, 'error' after a refusal. */
  status: LiveConnectionStatus;
  /** The latest `status` value the server sent (generating, ready, failed, deploying, deployed), or null. */
  serverStatus: string | null;
  /** The latest progress of the project itself (a generation: 10, 60, 100 and what it is doing), or null. */
  progress: { value: number; message: string } | null;
}

const IDLE: LiveChannel = { status: 'disconnected', serverStatus: null, progress: null };
// A ticket refused for these cannot be cured by asking again (signed out, not the caller's project).
const FINAL_REFUSALS = [401, 403, 404];

/**
 * The live channel of a project (issue 19 §5): a ticket from POST /api/ws/ticket, then a socket on
 * `{wsUrl}?ticket=…`, reopened with a new ticket after a refusal or a drop (1 s doubling to 30 s, with
 * jitter, never while the tab is hidden). Each message updates the query cache (applyLiveMessage), so
 * progress and status change at once; the 2 s polls go on and are the fallback while the socket is down.
 * Closes on unmount or when `projectId` changes; undefined opens nothing (e.g. not the owner).
 * @example const live = useLiveChannel(isOwner ? projectId : undefined); <LiveIndicator status={live.status} />
 */
export function useLiveChannel(projectId: string | undefined): LiveChannel {
  const qc = useQueryClient();
  const config = useRuntimeConfig();
  const [state, setState] = useState<LiveChannel & { projectId?: string }>(IDLE);

  useEffect(() => {
    // The socket address needs /config.json (wsUrl): wait for it rather than guess.
    if (!projectId || !config) return;
    const base = liveSocketBase(config, window.location.origin);
    const update = (patch: Partial<LiveChannel>) =>
      setState((s) => ({ ...(s.projectId === projectId ? s : IDLE), projectId, ...patch }));
    const stop = openLiveConnection({
      projectId,
      getTicket: (id) => createLiveTicket(id).then((r) => r.ticket),
      url: (ticket) => liveSocketUrl(base, ticket),
      retryable: (err) => !(err instanceof ApiError && FINAL_REFUSALS.includes(err.status)),
      onStatus: (status) => update({ status }),
      onMessage: (m) => {
        applyLiveMessage(qc, m);
        if (m.type === 'status') update({ serverStatus: m.value });
        else if (m.type === 'progress' && !m.deployment_id) update({ progress: { value: m.value, message: m.message } });
      },
    });
    // What this connection said is not shown for the next one (another project, or this one reopened).
    return () => { stop(); setState(IDLE); };
  }, [projectId, config, qc]);

  if (!projectId || state.projectId !== projectId) return IDLE;
  return { status: state.status, serverStatus: state.serverStatus, progress: state.progress };
}
