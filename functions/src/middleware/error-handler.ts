import type middy from '@middy/core';
import { AppError } from '@sitewright/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '../logger';
import { jsonResponse } from './response';

/** middy's own HTTP errors (body parsers) carry a status; map the ones clients can cause. */
function fromMiddyError(err: { statusCode?: number; message?: string }): AppError | undefined {
  if (typeof err.statusCode !== 'number' || err.statusCode >= 500) return undefined;
  if (/malformed json/i.test(err.message ?? '')) return new AppError(400, 'Malformed JSON in request body');
  if (/multipart/i.test(err.message ?? '')) return new AppError(400, 'Malformed multipart/form-data body');
  if (err.statusCode === 415) return new AppError(415, 'Unsupported Content-Type: send application/json');
  return new AppError(err.statusCode, err.message ?? 'Bad request');
}

/**
 * The ONE place errors become responses (CONVENTIONS.md habit 3): AppError ▶ its status and
 * `{detail}`; middy parser errors ▶ 400/415; anything else ▶ a logged 500 with a generic detail and
 * no stack trace in the response.
 */
export function errorHandler(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const err = request.error as Error & { statusCode?: number };
      const known = err instanceof AppError ? err : fromMiddyError(err);
      if (known) {
        if (known.status >= 500) logger.error('Upstream failure', { error: err });
        request.response = jsonResponse(known.status, { detail: known.detail }, known.headers);
        return;
      }
      logger.error('Unhandled error', { error: err });
      request.response = jsonResponse(500, { detail: 'Internal server error. Please try again later.' });
    },
  };
}
