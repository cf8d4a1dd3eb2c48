import { randomUUID } from 'node:crypto';
import { NotFoundError, UnauthorizedError } from '../errors';
import type { Clock } from '../ports';
import type { ProjectRepository } from '../projects/ports';
import type { LiveMessage, WsTicketResponse } from '../schemas/live';
import type { LiveConnectionPoster, LiveConnectionStore, LivePublisher, LiveTicketCodec } from './ports';

/** A ticket's lifetime in seconds (issue 19 §2: at most 60). */
export const LIVE_TICKET_TTL_S = 60;
/** How long a socket's item is kept: API Gateway closes WebSocket connections after 2 hours. */
export const LIVE_CONNECTION_TTL_S = 2 * 3600;

/**
 * POST /api/ws/ticket (issue 19 §2): a single-use ticket for the project's live channel, so no token
 * travels in a URL. Only the project's owner gets one.
 * @throws NotFoundError (404) when the project does not exist or is not the caller's (no existence leak).
 */
export async function issueLiveTicket(
  deps: { projects: ProjectRepository; clock: Clock; tickets: LiveTicketCodec }, userId: string, projectId: string,
): Promise<WsTicketResponse> {
  const project = await deps.projects.get(projectId);
  if (!project || project.user_id !== userId) throw new NotFoundError('Project not found');
  const expiresAtS = Math.floor(deps.clock.now() / 1000) + LIVE_TICKET_TTL_S;
  const ticket = await deps.tickets.sign({ id: randomUUID(), userId, projectId, expiresAtS });
  return { ticket, expires_in: LIVE_TICKET_TTL_S };
}

/**
 * `$connect` (issue 19 §2): accepts a socket whose ticket is genuine, unexpired and unspent, spends the
 * ticket and records the socket on its project's channel.
 * @throws UnauthorizedError (401) for a missing, forged, expired or reused ticket.
 */
export async function acceptLiveConnection(
  deps: { connections: LiveConnectionStore; clock: Clock; tickets: LiveTicketCodec }, ticket: string | undefined, connectionId: string,
): Promise<{ projectId: string; userId: string }> {
  if (!ticket) throw new UnauthorizedError('A ticket is required: POST /api/ws/ticket first.');
  let claims;
  try {
    claims = await deps.tickets.verify(ticket);
  } catch {
    throw new UnauthorizedError('The ticket is not valid or has expired.');
  }
  if (!(await deps.connections.spendTicket(claims.id, claims.expiresAtS))) throw new UnauthorizedError('The ticket was used already.');
  await deps.connections.put({
    connection_id: connectionId, project_id: claims.projectId, user_id: claims.userId,
    expires_at: Math.floor(deps.clock.now() / 1000) + LIVE_CONNECTION_TTL_S,
  });
  return { projectId: claims.projectId, userId: claims.userId };
}

/**
 * The publisher workers call (issue 19 §1): each message as one JSON frame to every socket of the
 * project's channel, in order; sockets that are gone (410) are dropped from the table. Best effort: a
 * failure is reported to `onError` and never fails the job that published.
 */
export function createLivePublisher(deps: {
  connections: LiveConnectionStore; poster: LiveConnectionPoster; onError?: (err: unknown, projectId: string) => void;
}): LivePublisher {
  return {
    async publish(projectId: string, messages: LiveMessage[]) {
      if (messages.length === 0) return;
      try {
        const sockets = await deps.connections.listByProject(projectId);
        await Promise.all(sockets.map(async (s) => {
          for (const m of messages) {
            if ((await deps.poster.post(s.connection_id, JSON.stringify(m))) === 'gone') {
              await deps.connections.remove(s.connection_id);
              return;
            }
          }
        }));
      } catch (err) {
        deps.onError?.(err, projectId);
      }
    },
  };
}
