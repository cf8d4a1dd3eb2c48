import type { AwsLiteClient } from '@sitewright/data';
import type { BlobStore } from '@sitewright/core/projects/ports';

/** An S3 object key as a URL path: each segment percent-encoded, the slashes kept (RFC 3986 §3.3). */
const keyPath = (bucket: string, key: string) => `/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Object storage on S3 (uploads bucket; private, encrypted by the bucket's default) through raw aws-lite
 * PutObject / GetObject requests (path-style; https://docs.aws.amazon.com/AmazonS3/latest/API/).
 * `get` answers null for a missing key (404 NoSuchKey); other failures are thrown.
 * @param client gives the aws-lite client (built on first use, since aws-lite clients are created asynchronously).
 */
export function createS3BlobStore(client: () => Promise<AwsLiteClient>, bucket: string): BlobStore {
  return {
    async put(key, bytes, contentType) {
      const aws = await client();
      await aws({ service: 's3', method: 'PUT', path: keyPath(bucket, key), headers: { 'content-type': contentType }, payload: Buffer.from(bytes) });
    },
    async get(key) {
      const aws = await client();
      try {
        // rawResponsePayload: the bytes as stored, never parsed as JSON or XML by their content type.
        const out = await aws({ service: 's3', method: 'GET', path: keyPath(bucket, key), rawResponsePayload: true } as Parameters<AwsLiteClient>[0]);
        const body = out.payload as unknown as Buffer | null;
        return { bytes: new Uint8Array(body ?? []), contentType: out.headers['content-type'] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null;
        throw err;
      }
    },
  };
}
