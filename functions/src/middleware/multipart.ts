import type middy from '@middy/core';
import multipartParser from '@middy/http-multipart-body-parser';
import { AppError, PayloadTooLargeError } from '@sitewright/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { bodyBytes, jsonBody } from './body';

/** One uploaded file as @middy/http-multipart-body-parser hands it over. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
  truncated?: boolean;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).content);

/**
 * Body parsing for routes that take JSON or multipart/form-data (logo upload, improve with an image):
 * 413 past `maxBytes`, then @middy/http-multipart-body-parser for multipart (files capped by busboy so a
 * huge file is never buffered whole) or the JSON parser otherwise.
 * @param maxBytes total body limit. @param maxFileBytes per-file cap; a longer file arrives `truncated`.
 */
export function formOrJsonBody(opts: { maxBytes: number; maxFileBytes: number; jsonAllowed: boolean }): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  const multipart = multipartParser({ busboy: { limits: { fileSize: opts.maxFileBytes + 1, files: 2, fields: 20 } } });
  const json = jsonBody(opts.maxBytes);
  return {
    before: async (request) => {
      const type = request.event.headers?.['content-type'] ?? '';
      if (/^multipart\/form-data/i.test(type)) {
        const size = bodyBytes(request.event);
        if (size > opts.maxBytes) throw new PayloadTooLargeError(`Request body is ${size} bytes; the limit is ${opts.maxBytes} bytes.`);
        await multipart.before?.(request as never);
        return;
      }
      if (!opts.jsonAllowed) throw new AppError(415, 'Send the file as multipart/form-data.');
      await json.before?.(request);
    },
  };
}
