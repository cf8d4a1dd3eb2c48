import { AppError } from '@sitewright/core';
import { acceptLiveConnection } from '@sitewright/core/live/use-cases';
import type { Context } from 'aws-lambda';
import { getDeps } from '../deps';
import { logger } from '../logger';

/**
 * The part of an API Gateway WebSocket event (payload of a `$connect`, `$disconnect` or `$default` route)
 * these handlers read; API Gateway sends more.
 */
export interface SocketEvent {
  requestContext: { connectionId: string; routeKey: string; eventType?: 'CONNECT' | 'DISCONNECT' | 'MESSAGE'; requestId?: string };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
}

/** What a WebSocket route answers: a `$connect` other than 2xx refuses the connection with that status. */
export interface SocketResult {
  statusCode: number;
  body?: string;
}

const withLogContext = (event: SocketEvent, context: Context | undefined) => {
  if (context) logger.addContext(context);
  logger.appendKeys({ connection_id: event.requestContext.connectionId, route: event.requestContext.routeKey });
};

/**
 * `$connect` (issue 19 §2): `?ticket=` must be a genuine, unexpired, unspent ticket from POST /api/ws/ticket;
 * the socket then joins that ticket's project channel. A refusal answers 401 (API Gateway then refuses the
 * upgrade with it); a failure of ours 500.
 */
export async function connect(event: SocketEvent, context?: Context): Promise<SocketResult> {
  withLogContext(event, context);
  try {
    const deps = await getDeps();
    const { projectId, userId } = await acceptLiveConnection(
      { connections: deps.connections, clock: deps.clock, tickets: deps.liveTickets }, event.queryStringParameters?.ticket, event.requestContext.connectionId,
    );
    logger.info('Live channel connected', { project_id: projectId, user_id: userId });
    return { statusCode: 200 };
  } catch (err) {
    if (err instanceof AppError) {
      logger.warn('Live channel refused', { status: err.status, detail: err.detail });
      return { statusCode: err.status, body: JSON.stringify({ detail: err.detail }) };
    }
    logger.error('Live channel connect failed', { error: err as Error });
    return { statusCode: 500, body: JSON.stringify({ detail: 'Internal server error' }) };
  }
}

/** `$disconnect`: drops the socket from its channel (best effort: API Gateway does not wait for the answer). */
export async function disconnect(event: SocketEvent, context?: Context): Promise<SocketResult> {
  withLogContext(event, context);
  try {
    await (await getDeps()).connections.remove(event.requestContext.connectionId);
  } catch (err) {
    logger.error('Live channel disconnect failed', { error: err as Error });
  }
  return { statusCode: 200 };
}

/**
 * `$default`: a frame from the client. The channel is one-way (server to client); a `{"type":"ping"}` is
 * answered `{"type":"pong"}` (route response), so a client can check its socket is alive; anything else is ignored.
 */
export async function message(event: SocketEvent): Promise<SocketResult> {
  let type: unknown;
  try { type = (JSON.parse(event.body ?? '') as { type?: unknown }).type; } catch { type = undefined; }
  return type === 'ping' ? { statusCode: 200, body: JSON.stringify({ type: 'pong' }) } : { statusCode: 200 };
}
