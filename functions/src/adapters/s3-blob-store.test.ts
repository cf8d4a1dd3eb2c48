import { signedService, startAwsStub, type RecordedRequest, type StubResponse } from '../testing/aws-stub';
import { createS3BlobStore } from './s3-blob-store';

/** A bucket in memory behind the stand-in: PUT stores, GET answers the bytes or S3's 404 NoSuchKey. */
function bucketStub() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  return (req: RecordedRequest): StubResponse => {
    if (req.method === 'PUT') {
      objects.set(req.path, { body: req.body, type: String(req.headers['content-type']) });
      return {};
    }
    if (req.path.includes('boom')) return { status: 500, headers: { 'content-type': 'application/xml' }, body: '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>' };
    const o = objects.get(req.path);
    return o
      ? { headers: { 'content-type': o.type }, body: o.body }
      : { status: 404, headers: { 'content-type': 'application/xml' }, body: '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>' };
  };
}

describe('S3 blob store (raw PutObject / GetObject against a loopback stand-in)', () => {
  it('It should put the bytes with their content type under the key, in the configured bucket, signed for S3', async () => {
    const stub = await startAwsStub(bucketStub());
    try {
      await createS3BlobStore(stub.client, 'uploads-bucket').put('logos/u1/a b.png', new Uint8Array([1, 2, 3]), 'image/png');
      const [req] = stub.requests;
      expect(req?.method).toBe('PUT');
      expect(req?.path).toBe('/uploads-bucket/logos/u1/a%20b.png');
      expect(req?.headers['content-type']).toBe('image/png');
      expect([...req!.body]).toEqual([1, 2, 3]);
      expect(signedService(req!.headers)).toBe('s3');
    } finally {
      await stub.close();
    }
  });

  it('It should read objects back byte for byte, whatever their type (JSON is not parsed), and answer null for a missing key', async () => {
    const stub = await startAwsStub(bucketStub());
    try {
      const store = createS3BlobStore(stub.client, 'uploads-bucket');
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
      const json = new TextEncoder().encode('{ "a": 1 }\n');
      await store.put('logos/u1/a.png', png, 'image/png');
      await store.put('assets/p1/data.json', json, 'application/json');
      await expect(store.get('logos/u1/a.png')).resolves.toEqual({ bytes: png, contentType: 'image/png' });
      await expect(store.get('assets/p1/data.json')).resolves.toEqual({ bytes: json, contentType: 'application/json' });
      await expect(store.get('missing.png')).resolves.toBeNull();
    } finally {
      await stub.close();
    }
  });

  it('It should let other S3 failures surface (a 500 is not "missing")', async () => {
    const stub = await startAwsStub(bucketStub());
    try {
      await expect(createS3BlobStore(stub.client, 'b').get('boom')).rejects.toMatchObject({ statusCode: 500 });
    } finally {
      await stub.close();
    }
  });
});
