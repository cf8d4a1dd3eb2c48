import type { LiveMessage } from '@sitewright/core/schemas/live';

/** SPEC §3: "The live status is disconnected, connected or error". */
export type LiveConnectionStatus = 'disconnected' | 'connected' | 'error';

/** The first reconnect waits about this long (ms); each failure doubles it up to LIVE_RETRY_MAX_MS. */
export const LIVE_RETRY_MIN_MS = 1000;
export const LIVE_RETRY_MAX_MS = 30_000;
/** A socket that stayed open this long (ms) was healthy: when it drops, the backoff starts again from 1 s. */
export const LIVE_STABLE_AFTER_MS = 10_000;
/** A ping this often (ms) keeps the socket open: API Gateway closes one idle for 10 minutes. */
export const LIVE_PING_MS = 5 * 60_000;

/**
 * How long to wait (ms) before reconnect attempt `attempt` (1, 2, …): 1 s doubling to 30 s, each
 * spread ±25 % at random so that many tabs that lost the server together do not come back together.
 */
export function liveRetryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_MIN_MS * 2 ** (attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** A frame's JSON when it is a live message (issue 19 §4 shapes), else null (a pong, or garbage). */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  let m: Partial<Record<string, unknown>>;
  try { m = JSON.parse(data) as typeof m; } catch { return null; }
  if (!m || typeof m.project_id !== 'string') return null;
  if (m.deployment_id !== undefined && typeof m.deployment_id !== 'string') return null;
  const ok = (m.type === 'progress' && typeof m.value === 'number' && typeof m.message === 'string')
    || (m.type === 'status' && typeof m.value === 'string')
    || (m.type === 'message' && typeof m.content === 'string');
  return ok ? (m as unknown as LiveMessage) : null;
}

export interface LiveConnectionOptions {
  projectId: string;
  /** A new single-use ticket for the project (POST /api/ws/ticket); asked before every connect. */
  getTicket(projectId: string): Promise<string>;
  /** The socket address for a ticket. */
  url(ticket: string): string;
  /** False for a ticket refusal that retrying cannot cure (the project is not the caller's): the channel gives up. */
  retryable?(err: unknown): boolean;
  /** Called on each change of status. */
  onStatus(status: LiveConnectionStatus): void;
  /** Called for each message of this project's channel; messages about another project are dropped. */
  onMessage(message: LiveMessage): void;
  /** Defaults for tests to replace. */
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
  doc?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
}

const PING = JSON.stringify({ type: 'ping' });

/**
 * Keeps a project's live channel open (issue 19 §5): asks a ticket, opens `url(ticket)`, and when the
 * ticket is refused or the socket fails or drops, tries again after `liveRetryDelay` with a NEW ticket
 * (they are single-use), waiting while the tab is hidden rather than retrying where nobody looks.
 * Status: 'connected' while open; 'disconnected' before the first open and after a drop; 'error' when a
 * ticket or a connection was refused, until a socket opens again.
 * @returns stop: closes the socket and cancels any pending reconnect.
 */
export function openLiveConnection(opts: LiveConnectionOptions): () => void {
  const { WebSocketImpl = globalThis.WebSocket, random = Math.random, doc = globalThis.document } = opts;
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let onVisible: (() => void) | undefined;
  let status: LiveConnectionStatus = 'disconnected';
  const setStatus = (next: LiveConnectionStatus) => {
    if (next !== status) opts.onStatus((status = next));
  };

  const whenVisible = (run: () => void) => {
    if (!doc?.hidden) return run();
    onVisible = () => {
      if (doc.hidden) return;
      doc.removeEventListener('visibilitychange', onVisible as () => void);
      onVisible = undefined;
      run();
    };
    doc.addEventListener('visibilitychange', onVisible);
  };

  const retry = () => {
    attempt += 1;
    retryTimer = setTimeout(() => whenVisible(() => void connect()), liveRetryDelay(attempt, random));
  };

  async function connect() {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = await opts.getTicket(opts.projectId);
    } catch (err) {
      if (stopped) return;
      setStatus('error');
      if (opts.retryable?.(err) ?? true) retry();
      return;
    }
    if (stopped) return;
    let openedAt: number | null = null;
    let ws: WebSocket;
    try {
      ws = new WebSocketImpl(opts.url(ticket));
    } catch {
      // A malformed address, or one the page's Content-Security-Policy forbids: refused before any network.
      setStatus('error');
      retry();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      openedAt = Date.now();
      setStatus('connected');
      pingTimer = setInterval(() => ws.send(PING), LIVE_PING_MS);
    };
    ws.onmessage = (event: MessageEvent) => {
      const message = parseLiveMessage(event.data);
      if (message && message.project_id === opts.projectId) opts.onMessage(message);
    };
    ws.onclose = () => {
      clearInterval(pingTimer);
      if (stopped || socket !== ws) return;
      socket = null;
      // A socket that never opened was refused (a bad ticket, the server down); one that was open dropped.
      setStatus(openedAt === null ? 'error' : 'disconnected');
      if (openedAt !== null && Date.now() - openedAt >= LIVE_STABLE_AFTER_MS) attempt = 0;
      retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    if (onVisible) doc?.removeEventListener('visibilitychange', onVisible);
    socket?.close(1000);
    socket = null;
  };
}
