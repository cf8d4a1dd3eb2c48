import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { createS3BlobStore } from './s3-blob-store';

const s3 = mockClient(S3Client);
beforeEach(() => s3.reset());
/** A GetObject body as the SDK's stream mixin gives it: only `transformToByteArray` is read. */
const body = (bytes: Uint8Array) => ({ transformToByteArray: async () => bytes }) as never;

describe('S3 blob store (PutObject / GetObject, aws-sdk-client-mock)', () => {
  it('It should put the bytes with their content type under the key, in the configured bucket', async () => {
    s3.on(PutObjectCommand).resolves({});
    await createS3BlobStore(() => new S3Client({ region: 'eu-west-1' }), 'uploads-bucket').put('logos/u1/a b.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(s3).toHaveReceivedCommandTimes(PutObjectCommand, 1);
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, { Bucket: 'uploads-bucket', Key: 'logos/u1/a b.png', Body: new Uint8Array([1, 2, 3]), ContentType: 'image/png' });
  });

  it('It should read objects back byte for byte, whatever their type, and answer null for a missing key', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    s3.on(GetObjectCommand, { Key: 'logos/u1/a.png' }).resolves({ Body: body(png), ContentType: 'image/png' })
      .on(GetObjectCommand, { Key: 'missing.png' }).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }));
    const store = createS3BlobStore(() => new S3Client({ region: 'eu-west-1' }), 'uploads-bucket');
    await expect(store.get('logos/u1/a.png')).resolves.toEqual({ bytes: png, contentType: 'image/png' });
    await expect(store.get('missing.png')).resolves.toBeNull();
    expect(s3).toHaveReceivedCommandWith(GetObjectCommand, { Bucket: 'uploads-bucket', Key: 'missing.png' });
  });

  it('It should let other S3 failures surface (a 500 is not "missing")', async () => {
    s3.on(GetObjectCommand).rejects(new S3ServiceException({ name: 'InternalError', $fault: 'server', message: 'We encountered an internal error.', $metadata: { httpStatusCode: 500 } }));
    await expect(createS3BlobStore(() => new S3Client({ region: 'eu-west-1' }), 'b').get('boom')).rejects.toMatchObject({ name: 'InternalError' });
  });
});
