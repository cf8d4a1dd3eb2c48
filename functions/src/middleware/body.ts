import type middy from '@middy/core';
import jsonBodyParser from '@middy/http-json-body-parser';
import { MAX_JSON_BODY_BYTES, PayloadTooLargeError } from '@sitewright/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Size of the raw body in bytes (base64 bodies are decoded size). */
function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.byteLength(event.body, 'base64') : Buffer.byteLength(event.body, 'utf8');
}

/**
 * Refuses a body over `maxBytes` before anything parses it (issue 2: over 1 MB ▶ 413).
 * @throws PayloadTooLargeError (413) naming the size and the limit in bytes.
 */
export function refuseOversizedBody(event: APIGatewayProxyEventV2, maxBytes: number): void {
  const size = bodyBytes(event);
  if (size > maxBytes) throw new PayloadTooLargeError(`Request body is ${size} bytes; the limit is ${maxBytes} bytes.`);
}

/** For routes without a body schema: what is sent is ignored, but more than 1 MB is still refused (413), as on every route. */
export const ignoredBody: middy.MiddlewareObj<APIGatewayProxyEventV2> = {
  before: async (request) => refuseOversizedBody(request.event, MAX_JSON_BODY_BYTES),
};

/**
 * Refuses a body over 1 MB with 413, then parses JSON with @middy/http-json-body-parser. An empty
 * body parses as `{}` so that missing fields answer 422 with their names rather than a parser error.
 */
export function jsonBody(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  const parser = jsonBodyParser();
  return {
    before: async (request) => {
      refuseOversizedBody(request.event, MAX_JSON_BODY_BYTES);
      if (!request.event.body) {
        (request.event as { body: unknown }).body = {};
        return;
      }
      // Media types are case-insensitive (RFC 9110 §8.3.1); the parser's pattern only knows lower case.
      const headers = request.event.headers ?? {};
      const type = headers['content-type'];
      if (type) headers['content-type'] = type.replace(/^[^;]*/, (m) => m.toLowerCase());
      await parser.before?.(request as never);
    },
  };
}
