import type middy from '@middy/core';
import jsonBodyParser from '@middy/http-json-body-parser';
import { MAX_JSON_BODY_BYTES, PayloadTooLargeError } from '@sitewright/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Size of the raw body in bytes (base64 bodies are decoded size). */
export function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.byteLength(event.body, 'base64') : Buffer.byteLength(event.body, 'utf8');
}

/**
 * Refuses bodies over `maxBytes` with 413 before anything parses them (issue 2: over 1 MB ▶ 413),
 * then parses JSON with @middy/http-json-body-parser. An empty body parses as `{}` so that missing
 * fields answer 422 with their names rather than a parser error.
 */
export function jsonBody(maxBytes = MAX_JSON_BODY_BYTES): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  const parser = jsonBodyParser();
  return {
    before: async (request) => {
      const size = bodyBytes(request.event);
      if (size > maxBytes) {
        throw new PayloadTooLargeError(`Request body is ${size} bytes; the limit is ${maxBytes} bytes (1 MB).`);
      }
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
