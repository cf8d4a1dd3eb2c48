import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { AppError, NotFoundError, ServiceUnavailableError, UnauthorizedError } from '@sitewright/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { BaseDeps } from '../base-deps';
import { runInvocation } from '../invocation';
import { logger } from '../logger';
import { ignoredBody, jsonBody } from './body';
import { errorHandler } from './error-handler';
import { HttpResult, jsonResponse, RawResult } from './response';
import { parseOr422 } from './validate';

/** What a route function receives: validated body and query, path parameters, the caller, the deps. */
export interface HttpRequest<B, Q, D extends BaseDeps = BaseDeps> {
  body: B;
  query: Q;
  params: Record<string, string>;
  /** The signed-in user's id; null on public routes without a token. */
  userId: string | null;
  event: APIGatewayProxyEventV2;
  deps: D;
}

export interface RouteSpec<BS extends z.ZodMiniType | undefined, QS extends z.ZodMiniType | undefined> {
  /** zod schema of the JSON body; omit for routes without one. */
  body?: BS;
  /** zod schema of the query string parameters. */
  query?: QS;
  /** 'required': 401 without a valid bearer token; 'optional': userId when a valid one is sent. */
  auth: 'required' | 'optional' | 'none';
  /** Custom body parsing (multipart); replaces the JSON parser. */
  parseBody?: middy.MiddlewareObj<APIGatewayProxyEventV2>;
}

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

const bearer = (event: APIGatewayProxyEventV2) => {
  const h = event.headers?.authorization;
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m?.[1];
};

/** The longest id any stored item has is far shorter; a longer one names nothing (and DynamoDB refuses keys over 2 KB). */
const MAX_ID_LENGTH = 128;

/**
 * The request's path parameters, percent-decoded.
 * @throws AppError 400 for malformed percent-encoding (e.g. `%ZZ`), NotFoundError for an `id` over 128 characters.
 */
function pathParams(event: APIGatewayProxyEventV2): Record<string, string> {
  return Object.fromEntries(Object.entries(event.pathParameters ?? {}).map(([k, v]) => {
    let value: string;
    try {
      value = decodeURIComponent(v ?? '');
    } catch {
      throw new AppError(400, `Malformed percent-encoding in the path parameter ${k}.`);
    }
    if (k === 'id' && value.length > MAX_ID_LENGTH) throw new NotFoundError();
    return [k, value];
  }));
}

/**
 * Makes the route wrapper for one kind of dependencies: `httpHandler` (routes.ts entries with tables,
 * deps.ts) and `tablelessHttpHandler` (routes without tables: no DynamoDB client is bundled). The wrapper
 * puts a route function in the ONE middy stack: Powertools context + request id ▶ header normalizing ▶
 * error mapping ▶ bearer auth (jose; 401 before any body parsing) ▶ body (1 MB limit, JSON) ▶ path
 * parameters (400 for bad percent-encoding) ▶ zod validation (422). The function
 * returns a plain object (200 JSON) or an HttpResult.
 * @param loadDeps builds (once) and returns the dependencies each request receives.
 */
export const makeHttpHandler = <D extends BaseDeps>(loadDeps: () => Promise<D>) => function httpHandler<
  BS extends z.ZodMiniType | undefined = undefined, QS extends z.ZodMiniType | undefined = undefined,
>(
  spec: RouteSpec<BS, QS>,
  fn: (req: HttpRequest<Out<BS>, Out<QS>, D>) => Promise<unknown>,
) {
  // The caller, found before the body is parsed (so a request without a valid token costs no parsing).
  const callers = new WeakMap<object, string | null>();
  const authenticate: middy.MiddlewareObj<APIGatewayProxyEventV2> = {
    before: async (request) => {
      const deps = await loadDeps();
      const token = bearer(request.event);
      let userId: string | null = null;
      if (token && spec.auth !== 'none') userId = await deps.tokens.verify(token);
      if (spec.auth === 'required' && !userId) throw new UnauthorizedError();
      if (userId) logger.appendKeys({ user_id: userId });
      callers.set(request.event, userId);
    },
  };

  const base = async (event: APIGatewayProxyEventV2, _context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const deps = await loadDeps();
    const userId = callers.get(event) ?? null;
    const params = pathParams(event);
    const body = (spec.body ? parseOr422(spec.body, event.body, 'body') : undefined) as Out<BS>;
    const query = (spec.query ? parseOr422(spec.query, event.queryStringParameters ?? {}, 'query') : undefined) as Out<QS>;
    const out = await fn({ body, query, params, userId, event, deps });
    if (out instanceof HttpResult) return jsonResponse(out.statusCode, out.body, out.headers);
    if (out instanceof RawResult) {
      const binary = Buffer.isBuffer(out.body);
      return { statusCode: out.statusCode, headers: { 'x-content-type-options': 'nosniff', ...out.headers }, body: binary ? (out.body as Buffer).toString('base64') : (out.body as string), isBase64Encoded: binary };
    }
    return jsonResponse(200, out);
  };

  const started = new WeakMap<object, number>();
  const accessLog: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
    before: async (request) => {
      started.set(request, Date.now());
      logger.appendKeys({ request_id: request.event.requestContext?.requestId, route: request.event.routeKey });
    },
    after: async (request) => log(request),
    onError: async (request) => { if (request.response) log(request); },
  };
  function log(request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>) {
    const status = request.response?.statusCode ?? 0;
    const fields = { status, duration_ms: Date.now() - (started.get(request) ?? Date.now()), method: request.event.requestContext?.http?.method, path: request.event.rawPath };
    if (status >= 500 && status !== 503) logger.error('request', fields);
    else if (status >= 400) logger.warn('request', fields);
    else logger.info('request', fields);
  }

  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>({
    // Answer before the function's own timeout (which API Gateway would turn into a bare 500/503), with a
    // 503 the client may retry; the invocation then counts as answered and its ports refuse further writes.
    timeoutEarlyInMillis: TIMEOUT_MARGIN_MS,
    timeoutEarlyResponse: () => {
      throw new ServiceUnavailableError('The server took too long to answer, and nothing more will be done for this request. Please try again.', 5);
    },
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(accessLog)
    .use(httpHeaderNormalizer())
    .use(errorHandler())
    .use(authenticate)
    .use(spec.parseBody ?? (spec.body ? jsonBody() : ignoredBody))
    .handler(base);
  // Each request is one invocation (invocation.ts): answered means its ports stop writing.
  return (event: APIGatewayProxyEventV2, context: Context) =>
    runInvocation(() => context?.getRemainingTimeInMillis?.() ?? 10_000, () => handler(event, context));
};

/** Time kept between the early 503 and the function's timeout, for the answer to get out (ms). */
const TIMEOUT_MARGIN_MS = 500;
