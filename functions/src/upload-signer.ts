import { S3Client } from '@aws-sdk/client-s3';
import type { UploadSigner } from '@sitewright/core/projects/image-upload';
import { awsClientConfig } from '@sitewright/data/clients';
import { createLocalUploadSigner } from './adapters/local-upload-signer';
import { createS3UploadSigner } from './adapters/s3-upload-signer';
import type { Config } from './config';

/** Signed upload addresses: presigned S3 PUTs on UPLOADS_BUCKET in AWS, the local stand-in on APP_ORIGIN otherwise. */
export function getUploadSigner(config: Config): UploadSigner {
  return config.UPLOADS_BUCKET
    ? createS3UploadSigner(() => new S3Client(awsClientConfig({ region: config.AWS_REGION })), config.UPLOADS_BUCKET)
    : createLocalUploadSigner(config.APP_ORIGIN, config.JWT_SECRET);
}
