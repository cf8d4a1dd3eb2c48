import { S3Client } from '@aws-sdk/client-s3';
import type { BlobStore } from '@sitewright/core/projects/ports';
import { createLocalBlobStore } from './adapters/local-blob-store';
import { createS3BlobStore } from './adapters/s3-blob-store';
import type { Config } from './config';

let blobs: BlobStore | undefined;

/**
 * Object storage for uploads and site assets: the S3 bucket UPLOADS_BUCKET in AWS, UPLOADS_DIR locally.
 * Its own module so only the routes that store or serve files bundle the S3 client (issue 7 bundle size).
 */
export function getBlobs(config: Config): BlobStore {
  blobs ??= config.UPLOADS_BUCKET
    ? createS3BlobStore(new S3Client({ region: config.AWS_REGION }), config.UPLOADS_BUCKET)
    : createLocalBlobStore(config.UPLOADS_DIR);
  return blobs;
}
