import type middy from '@middy/core';
import { AppError } from '@sitewright/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '../logger';
import { jsonResponse } from './response';

/**
 * middy's own HTTP errors (its body parsers' createError) carry a status and `expose: true`; map the ones
 * clients can cause. Other errors with a `statusCode`, such as an AWS service refusing a request
 * (the AWS SDK's errors carry the service's 4xx), are our failure, not the client's: they stay 500s, are
 * logged, and their text never reaches the client.
 */
function fromMiddyError(err: { statusCode?: number; message?: string; expose?: boolean }): AppError | undefined {
  if (err.expose !== true || typeof err.statusCode !== 'number' || err.statusCode >= 500) return undefined;
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
      const err = request.error as Error & { statusCode?: number; expose?: boolean };
      const known = err instanceof AppError ? err : fromMiddyError(err);
      if (known) {
        // 503 is a feature switched off by configuration (Google sign-in without a client id) or work refused
        // at capacity (the hash queue, a request out of time): worth a warning, not an error with a stack.
        if (known.status === 503) logger.warn('Service unavailable', { detail: known.detail });
        else if (known.status >= 500) logger.error('Upstream failure', { error: err });
        request.response = jsonResponse(known.status, { detail: known.detail }, known.headers);
        return;
      }
      logger.error('Unhandled error', { error: err });
      request.response = jsonResponse(500, { detail: 'Internal server error. Please try again later.' });
    },
  };
}
