import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BlobStore } from '@sitewright/core/projects/ports';

/** Object storage on S3 (uploads bucket; private, encrypted by the bucket's default). */
export function createS3BlobStore(s3: S3Client, bucket: string): BlobStore {
  return {
    async put(key, bytes, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await out.Body?.transformToByteArray();
        return bytes ? { bytes, contentType: out.ContentType ?? 'application/octet-stream' } : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}
