import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SocketRouteDef } from '../src/routes';
import type { SocketEvent, SocketResult } from '../src/ws/socket';

type SocketHandler = (event: SocketEvent, context: Context) => Promise<SocketResult>;

/** The path of the live channel on the app origin (`ws://localhost:3000/ws`). */
export const LIVE_SOCKET_PATH = '/ws';
/** Where the local stand-in of the API Gateway Management API answers (WS_MANAGEMENT_URL under npm start). */
export const LOCAL_MANAGEMENT_PATH = '/_local/ws';

export interface LiveSocketOptions {
  /** The socket routes (routes.ts socketRoutes) and a loader of their handlers. */
  routes: SocketRouteDef[];
  load: (entry: string, exportName: string) => Promise<SocketHandler>;
  /** Runs one invocation in its own context (the local stack's invoke store). */
  invoke: <T>(requestId: string, fn: () => Promise<T>) => Promise<T>;
  /** A Lambda context for a route (function name, request id, remaining time). */
  context: (route: SocketRouteDef, requestId: string) => Context;
  /** Reports a failure of the stand-in itself. */
  onError: (err: unknown) => void;
}

/** API Gateway's connection ids are 12 random bytes in base64 (e.g. `L0SM9cOFvHcCIhw=`). */
const newConnectionId = () => randomBytes(12).toString('base64');

/**
 * The live channel under `npm start` (issue 19 §3): a WebSocket server (the `ws` package) on the app
 * origin's port at `/ws`, which plays API Gateway's WebSocket API for the very handlers the Lambdas run —
 * each upgrade becomes a `$connect` event (a non-2xx answer refuses the upgrade with that status), each
 * frame a `$default` event (its answer's body is sent back, as a route response), each close a
 * `$disconnect` event — and a stand-in of the API Gateway Management API on the same port
 * (`POST|DELETE|GET /_local/ws/@connections/{id}`, 410 GoneException for an unknown id), so the publisher's
 * AWS SDK client works unchanged with its endpoint pointed here.
 * @returns the management request handler (for the app server's request listener) and close().
 */
export function attachLiveSocket(server: Server, opts: LiveSocketOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 });
  const sockets = new Map<string, WebSocket>();
  // Invocations under way, so close() can wait for them (a $disconnect after the tables closed would fail).
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => undefined);
    return p;
  };
  const route = (key: SocketRouteDef['routeKey']) => {
    const r = opts.routes.find((x) => x.routeKey === key);
    if (!r) throw new Error(`No socket route ${key} in routes.ts socketRoutes`);
    return r;
  };
  const call = async (key: SocketRouteDef['routeKey'], event: Omit<SocketEvent, 'requestContext'> & { connectionId: string; eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE' }) => {
    const r = route(key);
    const handler = await opts.load(r.entry, r.handler);
    const requestId = randomUUID();
    const { connectionId, eventType, ...rest } = event;
    return track(opts.invoke(requestId, () => handler({ ...rest, requestContext: { connectionId, routeKey: key, eventType, requestId } }, opts.context(r, requestId))));
  };

  const refuse = (socket: Duplex, status: number, body: string) => {
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_SOCKET_PATH) {
      refuse(socket, 404, JSON.stringify({ detail: 'Not found' }));
      return;
    }
    const connectionId = newConnectionId();
    const query = Object.fromEntries(url.searchParams);
    void call('$connect', { connectionId, eventType: 'CONNECT', queryStringParameters: query }).then((result) => {
      if ((result.statusCode ?? 500) >= 300) {
        refuse(socket, result.statusCode, result.body ?? '');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        sockets.set(connectionId, ws);
        ws.on('message', (data, isBinary) => {
          if (isBinary) return;
          void call('$default', { connectionId, eventType: 'MESSAGE', body: data.toString() })
            .then((answer) => { if (answer.body && ws.readyState === ws.OPEN) ws.send(answer.body); })
            .catch(opts.onError);
        });
        ws.on('close', () => {
          sockets.delete(connectionId);
          void call('$disconnect', { connectionId, eventType: 'DISCONNECT' }).catch(opts.onError);
        });
        ws.on('error', opts.onError);
      });
    }).catch((err: unknown) => {
      opts.onError(err);
      refuse(socket, 500, JSON.stringify({ detail: 'Internal server error' }));
    });
  };
  server.on('upgrade', onUpgrade);

  /** The Management API stand-in: true when it answered the request. */
  const management = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const m = /^\/_local\/ws\/@connections\/([^/]+)$/.exec(path);
    if (!m) return false;
    const id = decodeURIComponent(m[1] ?? '');
    const ws = sockets.get(id);
    if (!ws || ws.readyState !== ws.OPEN) {
      res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      res.end(JSON.stringify({ message: null }));
      return true;
    }
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      ws.send(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      ws.close(1000, 'Closed by the server');
      res.writeHead(204).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ connectedAt: null, identity: { sourceIp: '127.0.0.1' } }));
    }
    return true;
  };

  return {
    management,
    /** Open sockets right now (tests, benchmarks). */
    openSockets: () => sockets.size,
    async close() {
      server.off('upgrade', onUpgrade);
      const closed = [...sockets.values()].map((ws) => new Promise<void>((r) => { ws.once('close', () => r()); ws.terminate(); }));
      await Promise.all(closed);
      await new Promise<void>((r) => wss.close(() => r()));
      // The $disconnect of each socket just closed, and anything else still running.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
