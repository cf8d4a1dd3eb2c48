import { createAwsClient, type AwsLiteClient } from '@sitewright/data/clients';
import type { BlobStore } from '@sitewright/core/projects/ports';
import { createLocalBlobStore } from './adapters/local-blob-store';
import { createS3BlobStore } from './adapters/s3-blob-store';
import type { Config } from './config';

let blobs: BlobStore | undefined;

/**
 * Object storage for uploads and site assets: the S3 bucket UPLOADS_BUCKET in AWS, UPLOADS_DIR locally.
 * Its own module so only the routes that store or serve files carry the S3 adapter (issue 7 bundle size).
 */
export function getBlobs(config: Config): BlobStore {
  let s3: Promise<AwsLiteClient> | undefined;
  blobs ??= config.UPLOADS_BUCKET
    ? createS3BlobStore(() => (s3 ??= createAwsClient({ region: config.AWS_REGION }).catch((err: unknown) => { s3 = undefined; throw err; })), config.UPLOADS_BUCKET)
    : createLocalBlobStore(config.UPLOADS_DIR);
  return blobs;
}
