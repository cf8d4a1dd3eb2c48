import { S3Client } from '@aws-sdk/client-s3';
import { createS3UploadSigner } from './s3-upload-signer';

describe('S3 upload signer (issue 15 §1, presigned PutObject)', () => {
  it('It should sign a PUT for that key whose signature covers the content type and exact length, for the given seconds', async () => {
    const client = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' }, forcePathStyle: false });
    const signed = await createS3UploadSigner(() => client, 'uploads-bucket').signPut('incoming/usr_1/prj_1/a b.png', 'image/png', 7_340_032, 300);
    const url = new URL(signed.url);
    expect(url.host).toBe('uploads-bucket.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/incoming/usr_1/prj_1/a%20b.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.headers).toEqual({ 'content-type': 'image/png' });
  });
});
