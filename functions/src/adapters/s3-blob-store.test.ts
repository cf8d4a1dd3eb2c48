import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { createS3BlobStore } from './s3-blob-store';

describe('S3 blob store', () => {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());
  afterAll(() => s3.restore());

  it('It should put the bytes with their content type under the key, in the configured bucket', async () => {
    s3.on(PutObjectCommand).resolves({});
    await createS3BlobStore(new S3Client({ region: 'eu-west-1' }), 'uploads-bucket').put('logos/u1/a.png', new Uint8Array([1, 2, 3]), 'image/png');
    const input = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(input).toEqual({ Bucket: 'uploads-bucket', Key: 'logos/u1/a.png', Body: new Uint8Array([1, 2, 3]), ContentType: 'image/png' });
  });

  it('It should read an object back, and answer null for a missing key', async () => {
    s3.on(GetObjectCommand, { Key: 'logos/u1/a.png' }).resolves({ Body: { transformToByteArray: async () => new Uint8Array([9, 8]) } as never, ContentType: 'image/png' });
    s3.on(GetObjectCommand, { Key: 'missing.png' }).rejects(new NoSuchKey({ message: 'gone', $metadata: {} }));
    const store = createS3BlobStore(new S3Client({ region: 'eu-west-1' }), 'uploads-bucket');
    await expect(store.get('logos/u1/a.png')).resolves.toEqual({ bytes: new Uint8Array([9, 8]), contentType: 'image/png' });
    await expect(store.get('missing.png')).resolves.toBeNull();
  });

  it('It should let other S3 failures surface (a 500 is not "missing")', async () => {
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('InternalError'), { name: 'InternalError' }));
    await expect(createS3BlobStore(new S3Client({ region: 'eu-west-1' }), 'b').get('k')).rejects.toThrow('InternalError');
  });
});
