import type { PublishFile } from '../ports';
import { HostError } from '../ports';
import { startGcsStub, type GcsStub } from './gcs-api-stub';
import { createStorage, parseServiceAccount } from './gcs-client';
import { createGcsHost } from './gcs-host';

const file = (path: string, body: string, contentType = 'text/css', cacheControl = 'public, max-age=31536000, immutable'): PublishFile =>
  ({ path, content: new TextEncoder().encode(body), contentType, cacheControl });

describe('createGcsHost against a local GCS JSON API stub', () => {
  let stub: GcsStub;
  let sleeps: number[];
  const host = (attempts = 4, stubOpts?: { uploadConcurrency?: number }) =>
    createGcsHost(createStorage({ apiEndpoint: stub.apiEndpoint, projectId: 'p1' }), {
      projectId: 'p1',
      retry: { attempts, baseDelayMs: 50, sleep: async (ms) => void sleeps.push(ms) },
      ...stubOpts,
    });
  const viewers = (bucket: string) => stub.policies.get(bucket)!.bindings.filter((b) => b.role === 'roles/storage.objectViewer');

  beforeEach(async () => {
    stub = await startGcsStub({ foreign: ['taken-bucket'] });
    sleeps = [];
  });
  afterEach(() => stub.close());

  it('should create a uniform-access website bucket that allUsers can read', async () => {
    // Act
    await host().ensureSite('sitewright-cafe');

    // Assess
    expect(stub.log()).toEqual([
      'GET /storage/v1/b/sitewright-cafe',
      'POST /storage/v1/b',
      'PATCH /storage/v1/b/sitewright-cafe',
      'GET /storage/v1/b/sitewright-cafe/iam',
      'PUT /storage/v1/b/sitewright-cafe/iam',
    ]);
    expect(stub.calls[1]!.query.get('project')).toBe('p1');
    expect(stub.buckets.get('sitewright-cafe')).toMatchObject({
      location: 'US',
      storageClass: 'STANDARD',
      iamConfiguration: { uniformBucketLevelAccess: { enabled: true } },
      website: { mainPageSuffix: 'index.html', notFoundPage: '404.html' },
    });
    expect(stub.calls[3]!.query.get('optionsRequestedPolicyVersion')).toBe('3');
    expect(viewers('sitewright-cafe')).toEqual([{ role: 'roles/storage.objectViewer', members: ['allUsers'] }]);
    expect(stub.policies.get('sitewright-cafe')!.bindings).toContainEqual({ role: 'roles/storage.legacyBucketOwner', members: ['projectOwner:p1'] });
  });

  it('should add the public binding once when ensureSite runs twice', async () => {
    // Prepare
    const site = host();
    await site.ensureSite('sitewright-cafe');
    stub.calls.length = 0;

    // Act
    await site.ensureSite('sitewright-cafe');

    // Assess
    expect(stub.log()).toEqual(['GET /storage/v1/b/sitewright-cafe', 'PATCH /storage/v1/b/sitewright-cafe', 'GET /storage/v1/b/sitewright-cafe/iam']);
    expect(viewers('sitewright-cafe')).toEqual([{ role: 'roles/storage.objectViewer', members: ['allUsers'] }]);
  });

  it('should add allUsers to an existing objectViewer binding rather than a second binding', async () => {
    // Prepare
    const site = host();
    await site.ensureSite('sitewright-cafe');
    stub.policies.get('sitewright-cafe')!.bindings = [{ role: 'roles/storage.objectViewer', members: ['user:ana@example.com'] }];

    // Act
    await site.ensureSite('sitewright-cafe');

    // Assess
    expect(viewers('sitewright-cafe')).toEqual([{ role: 'roles/storage.objectViewer', members: ['user:ana@example.com', 'allUsers'] }]);
  });

  it('should carry on when the create answers 409 for a bucket that is ours', async () => {
    // Prepare: the first read misses it (created by a concurrent attempt), the create then conflicts.
    await host().ensureSite('sitewright-cafe');
    stub.calls.length = 0;
    stub.inject({ method: 'GET', path: /^\/storage\/v1\/b\/sitewright-cafe$/, times: 1, status: 404 });

    // Act
    await host().ensureSite('sitewright-cafe');

    // Assess
    expect(stub.log().slice(0, 3)).toEqual(['GET /storage/v1/b/sitewright-cafe', 'POST /storage/v1/b', 'GET /storage/v1/b/sitewright-cafe']);
    expect(stub.log()).toContain('PATCH /storage/v1/b/sitewright-cafe');
  });

  it('should fail permanently when the bucket name belongs to another project', async () => {
    // Prepare
    stub.inject({ method: 'GET', path: /^\/storage\/v1\/b\/taken-bucket$/, times: 1, status: 404 });

    // Act
    const err = await host().ensureSite('taken-bucket').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: false, status: 409, message: expect.stringContaining('gs://taken-bucket is taken by another project') });
    expect(sleeps).toEqual([]);
    // Without the race, the first read is already refused (403): the text names both causes.
    await expect(host().ensureSite('taken-bucket')).rejects.toMatchObject({ transient: false, status: 403, message: expect.stringMatching(/may belong to another project.*Storage Admin/) });
  });

  it('should upload with content type and Cache-Control, every asset before index.html', async () => {
    // Prepare
    const site = host();
    await site.ensureSite('sitewright-cafe');
    const assets = Array.from({ length: 19 }, (_, i) => file(`assets/chunk-${i}.a1b2c3d4.js`, `console.log(${i})`, 'text/javascript'));
    const files = [
      ...assets,
      file('index.html', '<!doctype html><title>Café</title>', 'text/html; charset=utf-8', 'public, max-age=60'),
      file('404.html', '<!doctype html><title>Not found</title>', 'text/html; charset=utf-8', 'public, max-age=60'),
    ];

    // Act
    await site.upload('sitewright-cafe', files);

    // Assess
    expect(stub.uploads).toHaveLength(21);
    expect(stub.uploads.at(-1)).toBe('sitewright-cafe/index.html');
    expect(stub.objects.get('sitewright-cafe/index.html')).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=60' });
    expect(stub.objects.get('sitewright-cafe/index.html')!.data.toString('utf8')).toBe('<!doctype html><title>Café</title>');
    expect(stub.objects.get('sitewright-cafe/assets/chunk-7.a1b2c3d4.js')).toMatchObject({ contentType: 'text/javascript', cacheControl: 'public, max-age=31536000, immutable' });
    const uploadCalls = stub.calls.filter((c) => c.path.startsWith('/upload/'));
    expect(uploadCalls.every((c) => c.query.get('uploadType') === 'multipart')).toBe(true);
  });

  it('should retry an upload answered 503 and then succeed', async () => {
    // Prepare
    const site = host();
    await site.ensureSite('sitewright-cafe');
    stub.inject({ method: 'POST', path: /^\/upload\//, times: 1, status: 503, message: 'Backend Error' });

    // Act
    await site.upload('sitewright-cafe', [file('style.css', 'body{}')]);

    // Assess
    expect(sleeps).toHaveLength(1);
    expect(stub.calls.filter((c) => c.path.startsWith('/upload/'))).toHaveLength(2);
    expect(stub.objects.get('sitewright-cafe/style.css')!.data.toString()).toBe('body{}');
  });

  it('should upload again when the stored object fails crc32c validation', async () => {
    // Prepare
    const site = host();
    await site.ensureSite('sitewright-cafe');
    stub.damage.uploads = 1;

    // Act
    await site.upload('sitewright-cafe', [file('style.css', 'body{}')]);

    // Assess
    expect(stub.calls.filter((c) => c.path.startsWith('/upload/'))).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
    expect(stub.objects.get('sitewright-cafe/style.css')!.data.toString()).toBe('body{}');
  });

  it('should read the IAM policy again when it changed between read and write (412)', async () => {
    // Prepare
    stub.inject({ method: 'PUT', path: /\/iam$/, times: 1, status: 412, message: 'Precondition Failed' });

    // Act
    await host().ensureSite('sitewright-cafe');

    // Assess
    expect(stub.log().filter((l) => l.endsWith('/iam'))).toEqual([
      'GET /storage/v1/b/sitewright-cafe/iam', 'PUT /storage/v1/b/sitewright-cafe/iam', 'GET /storage/v1/b/sitewright-cafe/iam', 'PUT /storage/v1/b/sitewright-cafe/iam',
    ]);
    expect(viewers('sitewright-cafe')).toEqual([{ role: 'roles/storage.objectViewer', members: ['allUsers'] }]);
  });

  it('should fail permanently when public access prevention forbids a public bucket', async () => {
    // Prepare
    stub.inject({ method: 'PUT', path: /\/iam$/, times: 1, status: 412, message: 'Request violates constraint constraints/storage.publicAccessPrevention: public access prevention is enforced' });

    // Act
    const err = await host().ensureSite('sitewright-cafe').catch((e: unknown) => e);

    // Assess
    expect(err).toMatchObject({ transient: false, status: 412, message: expect.stringContaining('public access prevention is enforced') });
    expect(sleeps).toEqual([]);
  });

  it('should give up with a transient HostError after `attempts` tries of a 503', async () => {
    // Prepare
    stub.inject({ method: 'GET', path: /^\/storage\/v1\/b\/sitewright-cafe$/, times: 99, status: 503 });

    // Act
    const err = await host(3).ensureSite('sitewright-cafe').catch((e: unknown) => e);

    // Assess
    expect(err).toMatchObject({ transient: true, status: 503, message: expect.stringContaining('reading bucket gs://sitewright-cafe failed (HTTP 503)') });
    expect(stub.calls).toHaveLength(3);
  });

  it('should fail permanently on 403 naming the Storage Admin role', async () => {
    // Prepare
    stub.inject({ method: 'POST', path: /^\/storage\/v1\/b$/, times: 1, status: 403, message: 'sa@p1.iam.gserviceaccount.com does not have storage.buckets.create access' });

    // Act
    const err = await host().ensureSite('sitewright-cafe').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: false, status: 403 });
    expect((err as Error).message).toMatch(/Storage Admin role \(roles\/storage\.admin\).*p1.*storage\.buckets\.create/);
    expect(sleeps).toEqual([]);
    expect(stub.log()).toEqual(['GET /storage/v1/b/sitewright-cafe', 'POST /storage/v1/b']);
  });

  it('should name buckets after the custom domain, else prefix + sanitised base within 3–63 characters', () => {
    // Prepare
    const site = host();
    const custom = createGcsHost(createStorage({ apiEndpoint: stub.apiEndpoint }), { bucketPrefix: 'acme-' });

    // Act / Assess
    expect(site.bucketName('cafe-1a2b', 'WWW.Cafe-Aurora.com.')).toBe('www.cafe-aurora.com');
    expect(site.bucketName('Café Aurora_1A2B!')).toBe('sitewright-cafe-aurora-1a2b');
    expect(custom.bucketName('--x--')).toBe('acme-x');
    expect(createGcsHost(createStorage({ apiEndpoint: stub.apiEndpoint }), { bucketPrefix: '' }).bucketName('!')).toBe('site-site');
    expect(site.bucketName('my google fan page')).not.toContain('google');
    const long = site.bucketName(`${'a'.repeat(80)}-1a2b`);
    expect(long).toMatch(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/);
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).not.toBe(site.bucketName(`${'a'.repeat(80)}-9z9z`));
  });

  it('should give the storage.googleapis.com URL, or http:// for a custom domain', () => {
    // Act / Assess
    expect(host().siteUrl('sitewright-cafe')).toBe('https://storage.googleapis.com/sitewright-cafe/index.html');
    expect(host().siteUrl('www.cafe.com', 'www.cafe.com')).toBe('http://www.cafe.com/');
  });

  it('should reject a service-account key that is not one, naming GCP_SERVICE_ACCOUNT', () => {
    // Act / Assess
    expect(() => parseServiceAccount('not json')).toThrow(/GCP_SERVICE_ACCOUNT is not valid JSON/);
    expect(() => parseServiceAccount('{"type":"authorized_user"}')).toThrow(/GCP_SERVICE_ACCOUNT lacks client_email/);
    expect(parseServiceAccount('{"client_email":"sa@p1.iam.gserviceaccount.com","private_key":"k","project_id":"p1"}').project_id).toBe('p1');
  });
});
