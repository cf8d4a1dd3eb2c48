import type middy from '@middy/core';
import Busboy from '@fastify/busboy';
import { AppError } from '@sitewright/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { jsonBody, refuseOversizedBody } from './body';

/** One uploaded file of a multipart/form-data body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
  /** True when the file was longer than the per-file cap; `content` then holds only the first bytes. */
  truncated?: boolean;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).content);

const MALFORMED = 'Malformed multipart/form-data body';

/**
 * Parses a multipart/form-data body with @fastify/busboy into `{ field: string | UploadedFile }`; a
 * field sent twice becomes an array (which the route's validation refuses). Files are capped at
 * `maxFileBytes + 1` bytes so a huge file is never buffered whole and arrives `truncated`.
 *
 * Why not @middy/http-multipart-body-parser: it listens for errors on busboy but not on each file
 * stream, and busboy reports a body cut off inside a file part ("Part terminated early") on the file
 * stream; with no listener Node treats that as an uncaught exception and the whole process exits.
 * @throws AppError 400 for any malformed body (bad boundary, a part cut off, broken headers).
 */
function parseMultipart(event: APIGatewayProxyEventV2, maxFileBytes: number): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown>();
  const add = (name: string, value: unknown) => {
    const prev = fields.get(name);
    fields.set(name, prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value]);
  };
  return new Promise((resolve, reject) => {
    const malformed = () => reject(new AppError(400, MALFORMED));
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: { 'content-type': event.headers?.['content-type'] ?? '' },
        limits: { fileSize: maxFileBytes + 1, files: 2, fields: 20, parts: 22 },
      });
    } catch {
      malformed();
      return;
    }
    busboy.on('file', (name, file, filename, _encoding, mimetype) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => { truncated = true; });
      file.on('error', malformed);
      file.on('end', () => add(name, { filename, mimetype, content: Buffer.concat(chunks), truncated } satisfies UploadedFile));
    });
    busboy.on('field', (name, value) => add(name, value));
    busboy.on('error', malformed);
    // Object.fromEntries defines own properties, so a field named "__proto__" cannot reach a prototype.
    busboy.on('finish', () => resolve(Object.fromEntries(fields)));
    busboy.end(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8'));
  });
}

/**
 * Body parsing for routes that take JSON or multipart/form-data (logo upload, improve with an image):
 * a multipart body is refused with 413 past `maxBytes`, then parsed by `parseMultipart`; a JSON body
 * keeps the 1 MB limit of every JSON route.
 * @param maxBytes total multipart body limit. @param maxFileBytes per-file cap; a longer file arrives `truncated`.
 * @param jsonAllowed false answers 415 to anything but multipart.
 */
export function formOrJsonBody(opts: { maxBytes: number; maxFileBytes: number; jsonAllowed: boolean }): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  const json = jsonBody();
  return {
    before: async (request) => {
      const type = request.event.headers?.['content-type'] ?? '';
      if (/^multipart\/form-data/i.test(type)) {
        refuseOversizedBody(request.event, opts.maxBytes);
        (request.event as { body: unknown }).body = await parseMultipart(request.event, opts.maxFileBytes);
        return;
      }
      if (!opts.jsonAllowed) throw new AppError(415, 'Send the file as multipart/form-data.');
      await json.before?.(request);
    },
  };
}
