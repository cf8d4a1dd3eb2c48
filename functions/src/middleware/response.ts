import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Headers every API response carries: JSON, never cached, never sniffed. */
const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A JSON response with the base headers. */
export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...BASE_HEADERS, ...headers }, body: body === undefined ? '' : JSON.stringify(body) };
}

/** What a route function may return to choose its status or headers; a plain object means 200 JSON. */
export class HttpResult {
  constructor(readonly statusCode: number, readonly body: unknown, readonly headers: Record<string, string> = {}) {}
}
/** 201 Created with a JSON body. */
export const created = (body: unknown) => new HttpResult(201, body);
/** 202 Accepted with a JSON body. */
export const accepted = (body: unknown) => new HttpResult(202, body);

/** A non-JSON answer: bytes (sent base64-encoded, as API Gateway expects) or text, with its own headers. */
export class RawResult {
  constructor(readonly statusCode: number, readonly body: Buffer | string, readonly headers: Record<string, string>) {}
}
