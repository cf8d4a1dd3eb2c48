import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BlobStore } from '@sitewright/core/projects/ports';

/**
 * Object storage on S3 (uploads bucket; private, encrypted by the bucket's default) through
 * `@aws-sdk/client-s3`'s PutObject and GetObject (https://docs.aws.amazon.com/AmazonS3/latest/API/).
 * `get` answers null for a missing key (NoSuchKey, 404); other failures are thrown.
 * @param client gives the S3 client (built on first use, so routes that never touch files never build it).
 */
export function createS3BlobStore(client: () => S3Client, bucket: string): BlobStore {
  return {
    async put(key, bytes, contentType) {
      await client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
  };
}
