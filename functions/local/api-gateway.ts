import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDef } from '../src/routes';

/** API Gateway HTTP APIs refuse payloads over 10 MB; the local server does the same. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

export interface CompiledRoute {
  route: RouteDef;
  regex: RegExp;
  names: string[];
}

/** Turns `/api/project/{id}` into a matcher with named parameters. */
export function compileRoute(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  // {name} is one segment; {name+} is greedy (API Gateway's proxy syntax) and may be empty here, so
  // /sites/{id}/ reaches the same handler as /sites/{id}/index.html.
  const pattern = route.path.replace(/[.*?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}+]+)(\+?)\\?\}/g, (_m, name: string, greedy: string) => {
    names.push(name);
    return greedy ? '(.*)' : '([^/]+)';
  });
  return { route, regex: new RegExp(`^${pattern}$`), names };
}

/** Finds the route for a method and path: the route, its parameters, or 'method' when only the method is wrong. */
export function matchRoute(routes: CompiledRoute[], method: string, path: string) {
  let pathMatched = false;
  for (const c of routes) {
    const m = c.regex.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    return { route: c.route, params: Object.fromEntries(c.names.map((n, i) => [n, m[i + 1] ?? ''])) };
  }
  return pathMatched ? 'method' : undefined;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

/** Builds the API Gateway v2 event the Lambda would receive (payload format 2.0). */
export function toEvent(req: IncomingMessage, body: Buffer, route: RouteDef, params: Record<string, string>): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] ? `${query[k]},${v}` : v;
  const binary = body.length > 0 && !TEXT_TYPES.test(headers['content-type'] ?? '');
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? (binary ? body.toString('base64') : body.toString('utf8')) : undefined,
    isBase64Encoded: binary,
    requestContext: {
      accountId: 'local', apiId: 'local', domainName: headers.host ?? 'localhost', domainPrefix: 'localhost',
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId, routeKey: `${route.method} ${route.path}`, stage: '$default', time: new Date().toISOString(), timeEpoch: Date.now(),
    },
  };
}

/** A Lambda context good enough for Powertools (function name, request id, remaining time). */
export function toContext(route: RouteDef, requestId: string): Context {
  const deadline = Date.now() + (route.timeoutS ?? 10) * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false, functionName: `local-${route.id}`, functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${route.id}`, memoryLimitInMB: String(route.memoryMb ?? 512),
    awsRequestId: requestId, logGroupName: `/local/${route.id}`, logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined, fail: () => undefined, succeed: () => undefined,
  };
}

/** Writes a Lambda result to the node response. */
export function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

/** A body past its limit is still read (and dropped) up to this many times the limit, then the connection is cut. */
const DRAIN_FACTOR = 4;

/**
 * Reads the whole request body, or null when it passes `limit` bytes. A body over the limit is read to its
 * end and dropped (up to 4× the limit; a larger one is cut off), so the 413 that follows reaches the client
 * instead of a reset; answer it with `tooLargeResult`, which closes the connection (issue 18 §3).
 */
export async function readBody(req: IncomingMessage, limit = MAX_PAYLOAD_BYTES): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit * DRAIN_FACTOR) break; // leaving the loop destroys the request and its socket
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/**
 * The answer to a body over the limit: 413 with `{detail}` and `Connection: close`, so the client opens a
 * new connection for its next request rather than reusing one whose request it may still be sending.
 */
export function tooLargeResult(detail: string, contentType = 'application/json'): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 413,
    headers: { 'content-type': contentType, connection: 'close' },
    body: contentType === 'application/json' ? JSON.stringify({ detail }) : detail,
  };
}
