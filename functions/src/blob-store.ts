import { S3Client } from '@aws-sdk/client-s3';
import { awsClientConfig } from '@sitewright/data/clients';
import type { BlobStore } from '@sitewright/core/projects/ports';
import { createLocalBlobStore } from './adapters/local-blob-store';
import { createS3BlobStore } from './adapters/s3-blob-store';
import type { Config } from './config';

let blobs: BlobStore | undefined;

/**
 * Object storage for uploads and site assets: the S3 bucket UPLOADS_BUCKET in AWS, UPLOADS_DIR locally.
 * Its own module so only the routes that store or serve files carry the S3 client (bundle size).
 */
export function getBlobs(config: Config): BlobStore {
  let s3: S3Client | undefined;
  blobs ??= config.UPLOADS_BUCKET
    // Uploads of up to 10 MB get longer than an API call's default 5 s.
    ? createS3BlobStore(() => (s3 ??= new S3Client(awsClientConfig({ region: config.AWS_REGION, requestTimeoutMs: 20_000 }))), config.UPLOADS_BUCKET)
    : createLocalBlobStore(config.UPLOADS_DIR);
  return blobs;
}
