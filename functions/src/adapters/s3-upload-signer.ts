import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadSigner } from '@sitewright/core/projects/image-upload';

/**
 * Upload addresses on S3 (issue 15 §1): a SigV4 presigned PutObject URL (`@aws-sdk/s3-request-presigner`)
 * whose signature covers the content type and the exact content length, so the browser can store only
 * that one file of that size under that key, for `expiresIn` seconds, with the signing role's s3:PutObject.
 * https://docs.aws.amazon.com/AmazonS3/latest/userguide/using-presigned-url.html
 */
export function createS3UploadSigner(client: () => S3Client, bucket: string): UploadSigner {
  return {
    async signPut(key, contentType, size, expiresIn) {
      const signed = new Set(['content-type', 'content-length']);
      const url = await getSignedUrl(client(), new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }),
        { expiresIn, signableHeaders: signed, unhoistableHeaders: signed });
      return { url, headers: { 'content-type': contentType } };
    },
  };
}
